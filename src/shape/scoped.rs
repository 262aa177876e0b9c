//! Scoped sizes: symbolic sizes whose brand is new for each call.
//!
//! [`with_size(n, |b| ..)`](crate::with_size) calls its closure with the token `b` of a brand
//! that exists only for that call: [`Scoped<'id>`], where `'id` is a lifetime the closure must
//! accept for *every* choice (`for<'id> FnOnce(SymSize<Scoped<'id>>) -> R`). Two calls, two
//! threads, two tests, or two nested scopes each get their own `'id`, and `Scoped<'id>` is
//! invariant in it, so the compiler never takes one scope's brand for another's. Inside the
//! scope, `Sym<Scoped<'id>>` works like a declared brand: it broadcasts like a static size
//! and operations between tensors of the scope compare no sizes.
//!
//! Nothing of the scope leaves it: the closure's result `R` is chosen outside the call, so it
//! cannot name `'id`; a `static`, `thread::spawn` and `Box<dyn Any>` need `'static` types,
//! which `Scoped<'id>` is not. The number lives in the token only (no slot holds it), so a
//! conversion into a scoped shape takes the token
//! ([`try_as_sym`](crate::TensorBase::try_as_sym)), as do the `_sym` constructors, and the
//! brand cannot be bound again ([`SymSize::bind`] returns
//! [`ShapeError::ScopedSize`](crate::ShapeError::ScopedSize)).

use core::convert::Infallible;
use core::marker::PhantomData;

use super::sym::{Brand, BrandSlot, SymSize};
use crate::ShapeError;

/// The brand of one [`with_size`](crate::with_size) scope. It has no values; `'id` names the
/// scope, and no two scopes share it.
///
/// ```
/// use shaped::prelude::*;
/// use shaped::shape::{Scoped, Sym};
///
/// fn centre<'id>(x: &HeapTensor<f32, (Sym<Scoped<'id>>, Const<2>)>) -> HeapTensor<f32, (Sym<Scoped<'id>>, Const<2>)> {
///     x - &x.mean::<0>() // `[n, 2] - [2]`: no run-time shape check
/// }
/// for n in [2, 3] {
///     let out = shaped::with_size(n, |b| {
///         let x = HeapTensor::from_fn_sym((b, Const::new()), |i| i as f32);
///         centre(&x).sum::<0>().to_vec()
///     });
///     assert_eq!(out, vec![0.0, 0.0]);
/// }
/// ```
pub struct Scoped<'id> {
    /// Invariant in `'id`: neither a longer nor a shorter scope's brand converts to this one.
    scope: PhantomData<fn(&'id ()) -> &'id ()>,
    never: Infallible,
}

/// Never bound: a scoped size's number lives in its token ([`SymSize::bind`] of a scope's
/// brand returns [`ShapeError::ScopedSize`]).
static NO_SLOT: BrandSlot = BrandSlot::never();

/// The name of every scope's brand: two words, which no brand declared with
/// [`brand!`](crate::brand!) (one identifier) can have.
const NAME: &str = "scoped size";

/// Whether a dimension's name is a scope's brand.
pub(crate) fn is_scoped_name(name: &str) -> bool {
    name == NAME
}

impl Brand for Scoped<'_> {
    const NAME: &'static str = NAME;
    const SLOT: &'static BrandSlot = &NO_SLOT;
}

impl core::fmt::Debug for Scoped<'_> {
    fn fmt(&self, _: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let _ = self.scope;
        match self.never {}
    }
}

/// Calls `f` with the size `n` under a brand new to this call, and returns what `f` returns.
///
/// The same code can run with a different number on each call, in each thread and each test:
/// within the call, `Sym<Scoped<'id>>` is a symbolic size (see the manual's
/// [symbolic dimensions](crate::manual::symbolic_dimensions) chapter); nothing that carries
/// the brand can leave it.
///
/// # Panics
///
/// When `n` exceeds `isize::MAX` (no tensor has such a size); [`try_with_size`] returns the
/// error instead.
///
/// ```
/// use shaped::prelude::*;
/// let totals: Vec<f32> = [3usize, 5]
///     .iter()
///     .map(|&n| {
///         shaped::with_size(n, |b| {
///             let x = HeapTensor::<f32, _>::ones_sym((b, Const::<4>::new()));
///             let w = Tensor::<f32, shape![4, 2]>::full(0.5);
///             x.matmul(&w).sum_all() // `[n, 4] · [4, 2]`: checked by the compiler
///         })
///     })
///     .collect();
/// assert_eq!(totals, vec![12.0, 20.0]);
/// ```
///
/// The brand cannot leave its scope:
///
/// ```compile_fail
/// use shaped::prelude::*;
/// let escaped = shaped::with_size(3, |b| b); // the token names the scope's brand
/// ```
#[track_caller]
pub fn with_size<R>(n: usize, f: impl for<'id> FnOnce(SymSize<Scoped<'id>>) -> R) -> R {
    match try_with_size(n, f) {
        Ok(r) => r,
        Err(e) => panic!("{e}"),
    }
}

/// [`with_size`], with the error instead of a panic when `n` exceeds `isize::MAX`.
///
/// # Errors
///
/// [`ShapeError::Overflow`] when `n` exceeds `isize::MAX`; `f` is not called.
///
/// ```
/// use shaped::ShapeError;
/// let big = shaped::try_with_size(usize::MAX, |b| b.get());
/// assert!(matches!(big, Err(ShapeError::Overflow { .. })));
/// assert_eq!(shaped::try_with_size(7, |b| b.get()), Ok(7));
/// ```
pub fn try_with_size<R>(
    n: usize,
    f: impl for<'id> FnOnce(SymSize<Scoped<'id>>) -> R,
) -> Result<R, ShapeError> {
    if n > isize::MAX as usize {
        return Err(ShapeError::Overflow {
            shape: alloc::vec![n],
        });
    }
    Ok(f(SymSize::checked(n)))
}
