fn main() {
    // The token names the scope's brand: it cannot be the call's result.
    let b = shaped::with_size(3, |b| b);
    let _ = b.get();
}
