use std::any::Any;

fn main() {
    shaped::with_size(3, |b| {
        let boxed: Box<dyn Any> = Box::new(b.get());
        assert_eq!(boxed.downcast_ref::<usize>(), Some(&3));
    });
}
