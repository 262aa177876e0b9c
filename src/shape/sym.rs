//! Symbolic dimensions: a size fixed once at run time and then checked by the compiler.
//!
//! A [`Sym<B>`] dimension holds its size at run time, as [`Dyn`] does, but its type carries a
//! *brand* `B`: a marker type declared by [`brand!`](crate::brand!) (or made fresh by
//! [`bind!`](crate::bind!)). Each brand has one size for the whole run of the program, fixed the
//! first time it is bound; so two `Sym<B>` dimensions of the same brand are the same number, and
//! the broadcasting tables treat a brand like a static size: `Sym<B>` with `Sym<B>` gives
//! `Sym<B>`, a `Const<1>` stretches against it, and anything else (another brand, a static size
//! other than 1, `Dyn`) does not compile. Operations between branded tensors compare no sizes
//! at run time and have no shape error.
//!
//! # Why equal brands are equal sizes
//!
//! A brand's size lives in exactly one place: the atomic slot named by the brand's associated
//! constant [`Brand::SLOT`]. A constant cannot be a reference to a new atomic (rustc refuses a
//! constant that borrows interior-mutable data it creates, E0492, and a constant cannot call the
//! allocator), so it can only point to a `static`, and a `static` has one address for the whole
//! program. Every bind of `B` goes through that one slot: the first bind of `B` stores its size
//! with a compare-and-swap, and a later bind succeeds only with the same size. The size tokens
//! ([`SymSize<B>`]) and every tensor shape with a `Sym<B>` dimension are made only by this
//! crate, after that check ([`Dim::accepts`] of `Sym<B>` compares with the slot), so every
//! value that the type `Sym<B>` describes holds the slot's number.
//!
//! This holds however the brand is implemented: by the macros, or by hand (the slot's item is
//! hidden from the documentation, but even a hand-written impl can only name a `static`). Two
//! brands that share a slot share one size, which is still one size per brand. The guarantee is
//! per program image: a brand compiled into two separate dynamic libraries has two slots.
//!
//! A brand bound inside a loop or a function called twice is the same type each time, so the
//! second bind with another size returns [`ShapeError::SizeRebound`]: a brand names *one* size.
//! Sizes that change from one call to the next are [`Dyn`] sizes.
//!
//! Symbolic sizes need pointer-width compare-and-swap (`target_has_atomic = "ptr"`) and the
//! `alloc` feature.

use core::fmt;
use core::marker::PhantomData;
use core::sync::atomic::{AtomicUsize, Ordering};

use super::broadcast::DimBroadcast;
use super::class::NotOne;
use super::dim::runtime_dim_arrays;
use super::dim::{Const, Dim, Dyn};
use super::extents::Runtime;
use super::reduce_axis::NonZeroDim;
use super::tuples::dim_repeat_dyn;
use crate::ShapeError;
use core::convert::Infallible;

/// What a slot that is never bound holds: above every stored size (a size plus one is at most
/// `isize::MAX + 1`).
const NEVER: usize = usize::MAX;

/// The one place a brand's size lives (see the manual's [symbolic dimensions](crate::manual::symbolic_dimensions) chapter). Made only in a
/// `static`; its number is written once.
#[doc(hidden)]
pub struct BrandSlot(AtomicUsize);

impl BrandSlot {
    /// An unbound slot, for a `static`.
    #[doc(hidden)]
    #[must_use]
    #[allow(clippy::new_without_default)] // only ever a `static`'s initialiser
    pub const fn new() -> Self {
        BrandSlot(AtomicUsize::new(0))
    }

    /// A slot that is never bound: a scope's brand, whose number is in its token only.
    pub(crate) const fn never() -> Self {
        BrandSlot(AtomicUsize::new(NEVER))
    }

    /// The bound size (stored plus one: 0 means unbound, [`NEVER`] never bound).
    #[inline]
    fn get(&self) -> Option<usize> {
        match self.0.load(Ordering::Acquire) {
            0 | NEVER => None,
            stored => Some(stored - 1),
        }
    }

    /// Binds `size`, or checks it against the size already bound.
    fn bind(&self, name: &'static str, size: usize) -> Result<usize, ShapeError> {
        // Tensor sizes never exceed `isize::MAX`, so `size + 1` cannot overflow below.
        if size > isize::MAX as usize {
            return Err(ShapeError::Overflow {
                shape: alloc::vec![size],
            });
        }
        match self
            .0
            .compare_exchange(0, size + 1, Ordering::AcqRel, Ordering::Acquire)
        {
            Ok(_) => Ok(size),
            Err(stored) if stored == size + 1 => Ok(size),
            Err(NEVER) => Err(ShapeError::ScopedSize),
            Err(stored) => Err(ShapeError::SizeRebound {
                name,
                bound: stored - 1,
                got: size,
            }),
        }
    }
}

/// A brand: the marker type that names one symbolic size. Declare brands with
/// [`brand!`](crate::brand!) (or make a fresh one with [`bind!`](crate::bind!)); code generic
/// over sizes bounds on it (`fn f<B: Brand>(x: &HeapTensor<f32, (Sym<B>, Const<3>)>)`).
///
/// ```
/// shaped::brand!(pub struct batch;);
/// use shaped::shape::Brand;
/// assert_eq!(<batch as Brand>::NAME, "batch");
/// ```
pub trait Brand: Send + Sync {
    /// The name the program gave the size, as `Debug` prints it.
    const NAME: &'static str;
    /// Where the size lives: a reference to a `static` (see the manual's [symbolic dimensions](crate::manual::symbolic_dimensions) chapter).
    #[doc(hidden)]
    const SLOT: &'static BrandSlot;
}

/// A dimension whose size is fixed once at run time and named by the brand `B`: stored like
/// [`Dyn`] (in the shape's run-time sizes; heap tensors and views only), broadcast like a static
/// size (see the manual's [symbolic dimensions](crate::manual::symbolic_dimensions) chapter).
///
/// In compiler messages a shape with it prints the brand's name: `(batch, Size<3>)` for
/// `(Sym<batch>, Const<3>)`; `Debug` prints the name too.
///
/// ```
/// use shaped::prelude::*;
/// use shaped::shape::{Sym, SymSize};
/// shaped::brand!(struct rows;);
/// let n = SymSize::<rows>::bind(4)?;
/// let a = HeapTensor::<f32, (Sym<rows>, Const<3>)>::zeros_sym((n, Const::new()));
/// let b = HeapTensor::<f32, (Const<1>, Const<3>)>::ones();
/// let c = &a + &b; // no run-time shape check: both have `rows` rows
/// assert_eq!(c.shape(), &[4, 3]);
/// assert_eq!(format!("{:?}", Sym::<rows>::new()), "rows");
/// # Ok::<(), shaped::ShapeError>(())
/// ```
pub struct Sym<B>(PhantomData<fn() -> B>);

impl<B> Sym<B> {
    /// The dimension as a value (it holds nothing).
    #[must_use]
    pub const fn new() -> Self {
        Sym(PhantomData)
    }
}

impl<B> Default for Sym<B> {
    fn default() -> Self {
        Self::new()
    }
}
impl<B> Clone for Sym<B> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<B> Copy for Sym<B> {}
impl<B> PartialEq for Sym<B> {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}
impl<B> Eq for Sym<B> {}

impl<B: Brand> fmt::Debug for Sym<B> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(B::NAME)
    }
}

/// The size of the brand `B`: proof that `B` is bound, and its number. Only
/// [`bind`](Self::bind) and [`bound`](Self::bound) make one, so every `SymSize<B>` of a program
/// holds the same number.
///
/// ```
/// use shaped::shape::SymSize;
/// shaped::brand!(struct channels;);
/// assert!(SymSize::<channels>::bound().is_none());
/// let c = SymSize::<channels>::bind(8).unwrap();
/// assert_eq!(c.get(), 8);
/// assert_eq!(SymSize::<channels>::bind(8).unwrap(), c);
/// assert_eq!(
///     SymSize::<channels>::bind(9).unwrap_err().to_string(),
///     "the size channels is bound to 8, but got 9"
/// );
/// assert_eq!(format!("{c:?}"), "channels = 8");
/// ```
pub struct SymSize<B> {
    size: usize,
    brand: PhantomData<fn() -> B>,
}

impl<B: Brand> SymSize<B> {
    /// Binds the brand to `size`: the first bind of `B` in the program fixes its size, a later
    /// one succeeds with the same size and fails with another.
    ///
    /// # Errors
    ///
    /// [`ShapeError::SizeRebound`] when `B` is bound to another size; [`ShapeError::Overflow`]
    /// when `size` exceeds `isize::MAX` (no tensor has such a size).
    pub fn bind(size: usize) -> Result<Self, ShapeError> {
        B::SLOT.bind(B::NAME, size).map(|size| SymSize {
            size,
            brand: PhantomData,
        })
    }

    /// The size of `B` when it is bound, else `None`.
    #[must_use]
    pub fn bound() -> Option<Self> {
        B::SLOT.get().map(|size| SymSize {
            size,
            brand: PhantomData,
        })
    }

    /// The number.
    #[inline]
    #[must_use]
    pub fn get(self) -> usize {
        self.size
    }

    /// The token of a size whose number was checked: made only by [`bind`](Self::bind) and
    /// [`with_size`](crate::with_size).
    #[inline]
    pub(crate) fn checked(size: usize) -> Self {
        SymSize {
            size,
            brand: PhantomData,
        }
    }
}

impl<B> Clone for SymSize<B> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<B> Copy for SymSize<B> {}
impl<B> PartialEq for SymSize<B> {
    fn eq(&self, other: &Self) -> bool {
        self.size == other.size
    }
}
impl<B> Eq for SymSize<B> {}

impl<B: Brand> fmt::Debug for SymSize<B> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} = {}", B::NAME, self.size)
    }
}

impl<B: Brand> fmt::Display for SymSize<B> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.size, f)
    }
}

impl<B: Brand> crate::sealed::SealedDim for Sym<B> {}

impl<B: Brand> Dim for Sym<B> {
    const STATIC_SIZE: Option<usize> = None;
    const FIXED: usize = 0;
    // One number per brand: two tensors of one branded shape have the same sizes.
    const SIZED_BY_TYPE: bool = true;
    const NAME: Option<&'static str> = Some(B::NAME);
    type Size = Runtime;
    type Array<E> = Infallible;

    /// A run-time size fits only when it is the number `B` is bound to (never for a scope's
    /// brand, whose number is in its token only).
    #[inline]
    fn accepts(size: usize) -> bool {
        B::SLOT.get() == Some(size)
    }
    #[inline]
    fn required_size() -> Option<usize> {
        B::SLOT.get()
    }
    /// Two sizes of the same brand are the same number: nothing to check.
    #[inline(always)]
    fn broadcast_same(a: usize, _b: usize) -> Option<usize> {
        Some(a)
    }
    runtime_dim_arrays!();
}

// A size 1 stretches against a brand (in place too, through the `NotOne` row of the in-place
// table); a brand whose number is 1 gives the same result, so nothing is checked at run time.
impl<B: Brand> NotOne for Sym<B> {}
// A max-like reduction along a brand checks its size when it runs, as for `Dyn`.
impl<B: Brand> NonZeroDim for Sym<B> {}
// Narrowing a branded axis to a static length compares the length with the size when it runs,
// as for `Dyn`; the narrowed axis has the static length.
impl<L, B: Brand> super::checks::LenFits<Sym<B>> for L {}

#[diagnostic::do_not_recommend]
impl<B: Brand> DimBroadcast<Const<1>> for Sym<B> {
    type Out = Sym<B>;
    super::broadcast::keeps!(lhs yes; rhs no: Const<1>);
    #[inline(always)]
    fn zip<X, Y, Z>(x: &Infallible, _y: &[Y; 1], _f: impl FnMut(&X, &Y) -> Z) -> Infallible {
        match *x {}
    }
}

#[diagnostic::do_not_recommend]
impl<B: Brand> DimBroadcast<Sym<B>> for Const<1> {
    type Out = Sym<B>;
    super::broadcast::keeps!(lhs no; rhs yes: Sym<B>);
    #[inline(always)]
    fn zip<X, Y, Z>(_x: &[X; 1], y: &Infallible, _f: impl FnMut(&X, &Y) -> Z) -> Infallible {
        match *y {}
    }
}

/// Joining a tensor of shape `Self` and one of shape `Rhs` along axis `AXIS`
/// ([`cat_dyn`](crate::TensorBase::cat_dyn)) is legal: the shapes are the same type except at
/// `AXIS` (equal static sizes, the same brands), so only the joined axis has a new size, a
/// [`Dyn`] one. The last parameters are the shapes as compiler messages print them.
///
/// ```
/// use shaped::{shape, Dyn, shape::{CatAlong, Sym}};
/// shaped::brand!(struct rows;);
/// type Joined = <(Sym<rows>, shaped::Const<3>) as CatAlong<0, shape![2, 3]>>::Output;
/// let _: Option<Joined> = None::<(Dyn, shaped::Const<3>)>;
/// ```
#[diagnostic::on_unimplemented(
    message = "cannot concatenate `{X}` and `{Y}` along axis {AXIS}",
    label = "the shapes differ outside axis {AXIS}, or the axis is out of range",
    note = "every size but the joined one must be the same type on both sides (the same static size, the same brand)"
)]
pub trait CatAlong<const AXIS: usize, Rhs, X = super::Shown<Self>, Y = super::Shown<Rhs>>:
    super::TupleShape
{
    /// The joined shape: `Self` with [`Dyn`] at `AXIS`.
    type Output: super::TupleShape;
}

#[diagnostic::do_not_recommend]
impl<S, R, const AXIS: usize, X, Y> CatAlong<AXIS, R, X, Y> for S
where
    S: super::HasAxis<AXIS> + super::WithAxis<AXIS, Dyn>,
    R: super::HasAxis<AXIS, Removed = <S as super::HasAxis<AXIS>>::Removed>,
{
    type Output = <S as super::WithAxis<AXIS, Dyn>>::Output;
}

/// A dimension's size as a value, for constructors that take one per dimension: a
/// [`SymSize<B>`] for `Sym<B>`, the dimension itself ([`Const::new()`]) for a static size, a
/// `usize` for [`Dyn`].
///
/// ```
/// use shaped::prelude::*;
/// use shaped::shape::SizeOf;
/// shaped::brand!(struct rows;);
/// let n = SymSize::<rows>::bind(4)?;
/// assert_eq!(n.size(), 4);
/// assert_eq!(Const::<3>::new().size(), 3);
/// assert_eq!(7usize.size(), 7); // a `Dyn` dimension
/// # Ok::<(), shaped::ShapeError>(())
/// ```
pub trait SizeOf: Copy {
    /// The dimension.
    type Dim: Dim;
    /// The number.
    fn size(self) -> usize;
}

impl<B: Brand> SizeOf for SymSize<B> {
    type Dim = Sym<B>;
    #[inline]
    fn size(self) -> usize {
        self.size
    }
}

impl<const N: usize, K: super::class::Repr> SizeOf for Const<N, K> {
    type Dim = Const<N, K>;
    #[inline]
    fn size(self) -> usize {
        <Const<N, K> as Dim>::FIXED
    }
}

impl SizeOf for usize {
    type Dim = Dyn;
    #[inline]
    fn size(self) -> usize {
        self
    }
}

/// A tuple of [`SizeOf`] values (rank 1 to 8): the sizes of a shape with symbolic dimensions,
/// which the `_sym` constructors take.
///
/// ```
/// use shaped::prelude::*;
/// use shaped::shape::Sizes;
/// shaped::brand!(struct rows;);
/// let n = SymSize::<rows>::bind(2)?;
/// fn count<Z: Sizes>(sizes: Z) -> usize {
///     HeapTensor::<u8, Z::Shape>::zeros_sym(sizes).numel()
/// }
/// assert_eq!(count((n, Const::<3>::new(), 5usize)), 30);
/// # Ok::<(), shaped::ShapeError>(())
/// ```
pub trait Sizes: Copy {
    /// The shape, one dimension per entry.
    type Shape: super::TupleShape;
    /// The sizes, as the shape's index.
    fn index(self) -> <Self::Shape as super::Shape>::Index;
}

/// A token alone is the size of a one-dimensional shape.
impl<B: Brand> Sizes for SymSize<B> {
    type Shape = (Sym<B>,);
    #[inline]
    fn index(self) -> [usize; 1] {
        [self.size]
    }
}

macro_rules! sizes_tuples {
    ($($r:literal: ($($s:ident),+);)*) => {$(
        impl<$($s: SizeOf),+> Sizes for ($($s,)+) {
            type Shape = ($($s::Dim,)+);
            #[inline]
            #[allow(non_snake_case)]
            fn index(self) -> [usize; $r] {
                let ($($s,)+) = self;
                [$($s.size()),+]
            }
        }
    )*};
}
sizes_tuples! {
    1: (S0);
    2: (S0, S1);
    3: (S0, S1, S2);
    4: (S0, S1, S2, S3);
    5: (S0, S1, S2, S3, S4);
    6: (S0, S1, S2, S3, S4, S5);
    7: (S0, S1, S2, S3, S4, S5, S6);
    8: (S0, S1, S2, S3, S4, S5, S6, S7);
}

/// Declares brands: marker types that each name one symbolic size ([`Sym`](crate::shape::Sym)).
///
/// `brand!(pub struct batch;)` declares the type `batch` (lower-case names are allowed, as
/// messages print the size by this name) and makes it a [`Brand`](crate::shape::Brand) with its
/// own slot. Several brands may be declared at once; attributes and doc comments are kept. The
/// type has no values: it only names the size.
///
/// ```
/// use shaped::prelude::*;
/// use shaped::shape::{Sym, SymSize};
///
/// shaped::brand! {
///     /// Samples per step.
///     pub struct batch;
///     struct features;
/// }
/// fn score(x: &HeapTensor<f32, (Sym<batch>, Sym<features>)>) -> HeapTensor<f32, (Sym<batch>,)> {
///     x.sum::<1>()
/// }
/// let b = SymSize::<batch>::bind(2)?;
/// let f = SymSize::<features>::bind(3)?;
/// let x = HeapTensor::from_vec_sym((0..6).map(|i| i as f32).collect(), (b, f))?;
/// assert_eq!(score(&x).to_vec(), vec![3.0, 12.0]);
/// # Ok::<(), shaped::ShapeError>(())
/// ```
#[macro_export]
macro_rules! brand {
    ($($(#[$meta:meta])* $vis:vis struct $name:ident;)+) => {$(
        $(#[$meta])*
        #[allow(non_camel_case_types)]
        $vis enum $name {}
        impl $crate::shape::Brand for $name {
            const NAME: &'static str = ::core::stringify!($name);
            const SLOT: &'static $crate::shape::BrandSlot = {
                static SLOT: $crate::shape::BrandSlot = $crate::shape::BrandSlot::new();
                &SLOT
            };
        }
    )+};
}

/// Binds a fresh brand to a run-time size: `bind!(batch = n)` declares a brand named `batch`
/// local to this expression and returns `Result<SymSize<batch>, ShapeError>`.
///
/// Each place the macro is written is its own brand, so two `bind!`s never unify, even with
/// equal sizes; compiler messages name the brand with its line and column (`n<4, 13>`), so two
/// `bind!(n = ..)` in one function are told apart. The same place run again (in a loop, or a function called twice) is the same
/// brand: it succeeds with the same size and returns [`ShapeError::SizeRebound`](crate::ShapeError)
/// with another. Code after the binding uses the size through generic functions
/// (`fn f<B: Brand>(..)`), as the brand's type has no name outside the macro; declare the brand
/// with [`brand!`](crate::brand!) to name it in signatures.
///
/// ```
/// use shaped::prelude::*;
/// use shaped::shape::{Brand, Sym, SymSize};
///
/// fn norms<B: Brand>(x: &HeapTensor<f32, (Sym<B>, Const<2>)>) -> HeapTensor<f32, (Sym<B>,)> {
///     (x * x).sum::<1>()
/// }
/// let n = shaped::bind!(points = 3)?;
/// let x = HeapTensor::from_vec_sym(vec![3.0, 4.0, 0.0, 1.0, 1.0, 0.0], (n, Const::new()))?;
/// assert_eq!(norms(&x).to_vec(), vec![25.0, 1.0, 1.0]);
/// assert_eq!(format!("{n:?}"), "points = 3");
/// # Ok::<(), shaped::ShapeError>(())
/// ```
#[macro_export]
macro_rules! bind {
    ($name:ident = $size:expr) => {{
        // The line and column of this place in the brand's type, so that messages tell two
        // `bind!`s of one name apart: `n<4, 13>` and `n<5, 13>`.
        #[allow(non_camel_case_types)]
        enum $name<const LINE: u32, const COLUMN: u32> {}
        impl<const LINE: u32, const COLUMN: u32> $crate::shape::Brand for $name<LINE, COLUMN> {
            const NAME: &'static str = ::core::stringify!($name);
            const SLOT: &'static $crate::shape::BrandSlot = {
                static SLOT: $crate::shape::BrandSlot = $crate::shape::BrandSlot::new();
                &SLOT
            };
        }
        $crate::shape::SymSize::<$name<{ ::core::line!() }, { ::core::column!() }>>::bind($size)
    }};
}
