//! The [`shape!`](crate::shape!) macro.

/// Names a static shape type: `shape![5, 3, 4, 1]`, `shape![]` (0-d), `shape![Dyn, 3]`.
///
/// Each size is an integer literal (any value, not only typenum's table) or `Dyn` for a size known
/// only at run time. The macro spells sizes 0 and 1 with their classes (`Const<0, Zero>`,
/// `Const<1, One>`) and the sizes of [`arith`](crate::shape::arith)'s table (up to 1024, powers
/// of two and one less, powers of ten) as `Const<N>` (the default class is not printed). Every
/// other size below 2^40 also carries its base-1024 digits, `Const<N, Many<Digits<..>>>`, so
/// that `reshape`, `narrow`, `cat` and the other checks that do arithmetic on sizes accept it
/// (`shape![1000, 3]` reshapes into `shape![3000]`).
///
/// ```
/// use shaped::{shape, Const, Dyn, StaticShape};
/// use shaped::shape::class::One;
/// let _: Option<shape![5, 1]> = None::<(Const<5>, Const<1, One>)>;
/// let _: Option<shape![Dyn, 3]> = None::<(Dyn, Const<3>)>;
/// assert_eq!(<shape![1234567, 1] as StaticShape>::DIMS, [1234567, 1]);
/// use shaped::shape::class::{Digits, Many};
/// let _: Option<shape![3000]> = None::<(Const<3000, Many<Digits<952, 2, 0, 0>>>,)>;
/// assert_eq!(<shape![] as StaticShape>::NUMEL, 1);
/// ```
#[macro_export]
macro_rules! shape {
    () => { () };
    ($($d:tt),+ $(,)?) => { ( $( $crate::__shape_dim!($d), )+ ) };
}

// `__shape_dim!`, one dimension of `shape!`, is generated with the table of sizes
// (`tools/gen_relations.py`, in `relations.rs`).
