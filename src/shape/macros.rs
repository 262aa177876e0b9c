//! The [`shape!`](crate::shape!) macro.

/// Names a static shape type: `shape![5, 3, 4, 1]`, `shape![]` (0-d), `shape![Dyn, 3]`.
///
/// Each size is an integer literal (any value, not only typenum's table), `Dyn` for a size known
/// only at run time, or the name of a `const` parameter in generic code (`shape![B, 3]` in a
/// function generic over `const B: usize`, shapes of rank 6 or less). The macro writes the sizes
/// of [`arith`](crate::shape::arith)'s table (0 to 1024, powers of two and one less, powers of
/// ten) and const parameters as `Const<N>`, the type you would write by hand. Every other
/// literal size below 2^40 also carries its base-1024 digits, `Const<N, Digits<..>>`, so that
/// `reshape`, `narrow`, `cat` and the other checks that do arithmetic on sizes accept it
/// (`shape![1000, 3]` reshapes into `shape![3000]`).
///
/// ```
/// use shaped::{shape, Const, Dyn, StaticShape};
/// let _: Option<shape![5, 1, 0]> = None::<(Const<5>, Const<1>, Const<0>)>;
/// let _: Option<shape![Dyn, 3]> = None::<(Dyn, Const<3>)>;
/// assert_eq!(<shape![1234567, 1] as StaticShape>::DIMS, [1234567, 1]);
/// use shaped::shape::class::Digits;
/// let _: Option<shape![3000]> = None::<(Const<3000, Digits<952, 2, 0, 0>>,)>;
/// assert_eq!(<shape![] as StaticShape>::NUMEL, 1);
/// fn rows<const B: usize>(_: Option<shape![B, 3]>) -> Option<(Const<B>, Const<3>)> { None }
/// ```
///
/// A shape that cannot exist (its non-zero sizes multiply past `isize::MAX`) fails
/// `cargo check` where the macro is written, naming the sizes: "the shape [0, 4294967296,
/// 4294967296] cannot exist: its non-zero sizes multiply past isize::MAX". Only shapes with a
/// size above 1024 or more than 6 sizes are checked, with one constant each; the others cannot
/// overflow: a constant for every shape would cost `cargo check` more than the scan that tells
/// them apart.
///
/// ```compile_fail,E0080
/// use shaped::shape;
/// type TooBig = shape![0, 4294967296, 4294967296];
/// let _: Option<TooBig> = None;
/// ```
#[macro_export]
macro_rules! shape {
    () => { () };
    ($($d:tt),+ ,) => { $crate::shape!($($d),+) };
    ($a:tt, $b:tt, $c:tt, $d:tt, $e:tt, $f:tt, $g:tt $(, $rest:tt)*) => {
        $crate::__shape_checked!($a, $b, $c, $d, $e, $f, $g $(, $rest)*)
    };
    ($d0:tt $(, $d:tt)*) => { $crate::__shape_scan!($d0 [$($d)* @] [] [$d0 $(, $d)*]) };
}

/// A shape of [`shape!`](crate::shape!) whose element count could overflow, checked with one
/// constant; not for direct use.
#[doc(hidden)]
#[macro_export]
macro_rules! __shape_checked {
    ($($d:tt),+) => {
        <$crate::shape::arith::Fits<{
            if !$crate::shape::arith::fits(&[$( $crate::__shape_extent!($d) ),+]) {
                panic!(concat!(
                    "the shape [", stringify!($($d),+),
                    "] cannot exist: its non-zero sizes multiply past isize::MAX"
                ));
            }
            true
        }> as $crate::shape::arith::Pass<( $( $crate::__shape_dim!($d), )+ )>>::Out
    };
}

/// The size of one dimension of [`shape!`](crate::shape!) for its overflow check (`Dyn` counts
/// as 1); not for direct use.
#[doc(hidden)]
#[macro_export]
macro_rules! __shape_extent {
    (Dyn) => {
        1usize
    };
    ($n:literal) => {
        $n
    };
}

// `__shape_dim!`, one dimension of `shape!`, is generated with the table of sizes
// (`tools/gen_relations.py`, in `gen/relations.rs`).
