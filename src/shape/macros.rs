//! The [`shape!`](crate::shape!) macro.

/// Names a static shape type: `shape![5, 3, 4, 1]`, `shape![]` (0-d), `shape![Dyn, 3]`.
///
/// Each size is an integer literal (any value, not only typenum's table) or `Dyn` for a size known
/// only at run time. The macro spells sizes 0 and 1 with their classes (`Const<0, Zero>`,
/// `Const<1, One>`) and every other size as `Const<N>` (the default class is not printed).
///
/// ```
/// use shaped::{shape, Const, Dyn, StaticShape};
/// use shaped::shape::class::One;
/// let _: Option<shape![5, 1]> = None::<(Const<5>, Const<1, One>)>;
/// let _: Option<shape![Dyn, 3]> = None::<(Dyn, Const<3>)>;
/// assert_eq!(<shape![1234567, 1] as StaticShape>::DIMS, [1234567, 1]);
/// assert_eq!(<shape![] as StaticShape>::NUMEL, 1);
/// ```
#[macro_export]
macro_rules! shape {
    () => { () };
    ($($d:tt),+ $(,)?) => { ( $( $crate::__shape_dim!($d), )+ ) };
}

/// One dimension of [`shape!`]; not for direct use.
#[doc(hidden)]
#[macro_export]
macro_rules! __shape_dim {
    (0) => { $crate::Const<0, $crate::shape::class::Zero> };
    (1) => { $crate::Const<1, $crate::shape::class::One> };
    (Dyn) => { $crate::Dyn };
    ($n:literal) => { $crate::Const<$n> };
}
