use std::any::Any;

fn main() {
    shaped::with_size(3, |b| {
        // `Any` needs a `'static` type, so the token cannot be stored and downcast later.
        let _boxed: Box<dyn Any> = Box::new(b);
    });
}
