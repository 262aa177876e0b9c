use shaped::shape::{Brand, BrandSlot, SymSize};

// A brand written by hand whose slot would be a new atomic at every use of the constant, so that
// a second bind could store another size: rustc refuses the constant, so a slot is a `static`.
#[allow(non_camel_case_types)]
enum rows {}
impl Brand for rows {
    const NAME: &'static str = "rows";
    const SLOT: &'static BrandSlot = &BrandSlot::new();
}

fn main() {
    assert_eq!(SymSize::<rows>::bind(2).unwrap().get(), 2);
}
