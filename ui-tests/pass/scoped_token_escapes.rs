fn main() {
    // The number may leave the scope; the token may not.
    let n = shaped::with_size(3, |b| b.get());
    assert_eq!(n, 3);
}
