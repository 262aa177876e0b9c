//! # Symbolic dimensions
//!
//! A batch size, a sequence length or a channel count is often known only when the program
//! runs: it comes from a configuration file, a command line, the first file read. As a [`Dyn`]
//! size, every operation compares it again and may fail, and a function cannot say that its
//! input and its weights have the *same* number of rows. A *symbolic* size is checked once,
//! where the number enters the program, and then the compiler tracks it:
//!
//! - [`brand!`](crate::brand!) declares a name for a size: `shaped::brand!(struct batch;)`.
//! - [`SymSize::<batch>::bind(n)`](crate::shape::SymSize::bind) fixes its number, once for the
//!   whole run of the program, and returns the size as a value (a *token*).
//! - [`Sym<batch>`](crate::shape::Sym) is the dimension type. A heap tensor or view of shape
//!   `(Sym<batch>, Const<3>)` holds its size at run time like `Dyn`, and broadcasts like a
//!   static size.
//!
//! ```
//! use shaped::prelude::*;
//!
//! shaped::brand!(struct batch;);
//!
//! let n = SymSize::<batch>::bind(4)?; // the number comes from outside
//! let x = HeapTensor::<f32, (Sym<batch>, Const<3>)>::ones_sym((n, Const::new()));
//! let y = HeapTensor::<f32, (Sym<batch>, Const<3>)>::full_sym((n, Const::new()), 2.0);
//! let z = &x * &y; // no run-time shape check, no error path
//! assert_eq!(z.shape(), &[4, 3]);
//! # Ok::<(), shaped::ShapeError>(())
//! ```
//!
//! ## The rules
//!
//! In the broadcasting tables a brand is a size the compiler knows, without its number:
//!
//! | pair of sizes | result |
//! |---|---|
//! | `Sym<batch>` and `Sym<batch>` | `Sym<batch>` |
//! | `Sym<batch>` and `Const<1>` (either side, or a missing dimension) | `Sym<batch>` |
//! | `Sym<batch>` and `Sym<seq>` | does not compile |
//! | `Sym<batch>` and `Const<4>` (any static size but 1) | does not compile |
//! | `Sym<batch>` and `Dyn` | does not compile |
//!
//! The same holds in place (`x += &y` with `y` of shape `[1, 3]`, `[3]` or `[batch, 3]` into
//! `[batch, 3]`), in three-operand operations, and for the inner sizes of `matmul`. Reductions
//! along a branded axis remove it (or keep it as `Const<1>`), and views that keep an axis keep
//! its brand: `t()`, `permute`, `unsqueeze`, `select` along another axis.
//! [`cat_dyn`](crate::TensorBase::cat_dyn) joins two tensors whose other sizes are the same
//! types (brands included) along any axis; the joined axis becomes `Dyn`:
//!
//! ```
//! use shaped::prelude::*;
//!
//! shaped::brand! {
//!     struct batch;
//!     struct more;
//! }
//! let b = SymSize::<batch>::bind(2)?;
//! let x = HeapTensor::<f32, (Sym<batch>, Const<3>)>::zeros_sym((b, Const::new()));
//! let extra = HeapTensor::<f32, (Sym<batch>, Const<1>)>::ones_sym((b, Const::new()));
//! let wider: HeapTensor<f32, (Sym<batch>, Dyn)> = x.cat_dyn::<1, _>(&extra);
//! let taller = x.cat_dyn::<0, _>(&HeapTensor::<f32, (Sym<more>, Const<3>)>::ones_sym((
//!     SymSize::bind(5)?,
//!     Const::new(),
//! )));
//! assert_eq!((wider.shape(), taller.shape()), (&[2, 4][..], &[7, 3][..]));
//! # Ok::<(), shaped::ShapeError>(())
//! ```
//!
//! `Debug` prints a branded size with its name: `HeapTensor { shape: [batch = 4, 3], … }`.
//!
//! A refused pair names both shapes by the names you gave:
//!
//! ```text
//! error[E0277]: cannot broadcast shape `(batch, Size<3>)` with shape `(seq, Size<3>)`
//!   --> src/main.rs:14:17
//!    |
//! 14 |     let _z = &x + &y;
//!    |                 ^ the sizes at dimension 0 of the result are not known to broadcast
//! ```
//!
//! Two brands bound to the same number are still two brands: what the compiler checks is that
//! the sizes are the same *by construction*, not that they happen to be equal today. To
//! combine them, or a brand with a `Dyn` or a static size, convert one side with the checked
//! [`try_as`](crate::TensorBase::try_as), which compares the sizes once and returns
//! [`ShapeError::SizeMismatch`](crate::ShapeError) (`expected shape [4, 3], but got [5, 3]`):
//!
//! ```
//! use shaped::prelude::*;
//!
//! shaped::brand!(struct rows;);
//!
//! let n = SymSize::<rows>::bind(2)?;
//! let x = HeapTensor::<f32, (Sym<rows>, Const<3>)>::ones_sym((n, Const::new()));
//! let loaded = HeapTensor::<f32, shape![Dyn, 3]>::from_vec(vec![1.0; 6], &[2, 3])?;
//! let y = loaded.try_as::<(Sym<rows>, Const<3>)>()?; // checked here, once
//! assert_eq!((&x + &y).to_vec(), vec![2.0; 6]);
//! let wrong = HeapTensor::<f32, shape![Dyn, 3]>::from_vec(vec![1.0; 9], &[3, 3])?;
//! assert_eq!(
//!     wrong.try_as::<(Sym<rows>, Const<3>)>().unwrap_err().to_string(),
//!     "expected shape [2, 3], but got [3, 3]"
//! );
//! # Ok::<(), shaped::ShapeError>(())
//! ```
//!
//! Views convert the same way (`view.try_as::<S>()`, or `d.try_view_as::<S>()` from a
//! [`DynTensor`](crate::DynTensor)), and `try_as::<shape![Dyn, 3]>()` goes back to run-time
//! sizes, which always fits.
//!
//! ## Making tensors
//!
//! The `_sym` constructors take the run-time sizes alone, in the order of their dimensions: the
//! token for a branded one, a `usize` for a `Dyn` one; the static sizes come from the shape
//! type (`zeros_sym(b)` for `(Sym<batch>, Const<3>)`, `ones_sym((b, f))` for
//! `(Const<2>, Sym<batch>, Sym<feats>)`). They also take one value per dimension, with
//! [`Const::new()`](crate::Const::new) for a static one, and then read the shape from the sizes
//! ([`SizesFor`](crate::shape::SizesFor)): [`zeros_sym`](crate::TensorBase::zeros_sym),
//! `ones_sym`, `full_sym`, `from_fn_sym`, [`from_vec_sym`](crate::TensorBase::from_vec_sym)
//! (which checks the length of the data), `eye_sym` and their `try_` forms. Every other constructor that takes sizes (`from_vec`,
//! `try_from_shape_fn`, deserialising, `ndarray` conversions) checks a branded size against its
//! number as well.
//!
//! ## Functions over a brand
//!
//! A function generic over `B: Brand` says in its signature which sizes agree, and the caller
//! cannot pass tensors whose brands differ (a type mismatch at the call):
//!
//! ```
//! use shaped::prelude::*;
//!
//! fn weighted<B: Brand>(
//!     x: &HeapTensor<f32, (Sym<B>, Const<3>)>,
//!     w: &HeapTensor<f32, (Sym<B>, Const<3>)>,
//! ) -> HeapTensor<f32, (Sym<B>,)> {
//!     (x * w).sum::<1>()
//! }
//!
//! let n = shaped::bind!(samples = 2)?;
//! let x = HeapTensor::from_fn_sym((n, Const::<3>::new()), |i| i as f32);
//! let w = HeapTensor::full_sym((n, Const::<3>::new()), 0.5);
//! assert_eq!(weighted(&x, &w).to_vec(), vec![1.5, 6.0]);
//! # Ok::<(), shaped::ShapeError>(())
//! ```
//!
//! [`bind!(samples = 2)`](crate::bind!) declares a brand named `samples` and binds it in one
//! expression; its type has no name outside the macro, so the code that uses it is generic.
//! Declare brands with `brand!` to name them in signatures.
//!
//! ## A filter whose sizes come from a configuration
//!
//! A per-channel gain and offset, then a mixing matrix, over a batch of samples. The batch and
//! channel counts are read from a configuration; the data arrives as flat vectors. Everything
//! that can fail is at the boundary, in `load`; `filter` has no shape check and no error to
//! return.
//!
//! ```
//! use shaped::prelude::*;
//!
//! shaped::brand! {
//!     /// Samples per batch.
//!     pub struct batch;
//!     /// Input channels.
//!     pub struct channels;
//! }
//!
//! type Samples = HeapTensor<f32, (Sym<batch>, Sym<channels>)>;
//!
//! /// The filter's parameters: one gain and offset per channel, and a channels → 2 mix.
//! struct Filter {
//!     gain: HeapTensor<f32, (Sym<channels>,)>,
//!     offset: HeapTensor<f32, (Const<1>, Sym<channels>)>,
//!     mix: HeapTensor<f32, (Sym<channels>, Const<2>)>,
//! }
//!
//! /// The computation: no `Result`, no shape check at run time.
//! fn filter(x: &Samples, f: &Filter) -> HeapTensor<f32, (Sym<batch>, Const<2>)> {
//!     let mut y = x * &f.gain; // [batch, channels] * [channels]
//!     y += &f.offset; // [1, channels] into [batch, channels]
//!     let centred = &y - &y.mean_keepdim::<0>(); // the mean over the batch, [1, channels]
//!     centred.matmul(&f.mix) // inner sizes: channels and channels
//! }
//!
//! /// The boundary: sizes from the configuration, checked once.
//! fn load(config: &str, data: Vec<f32>) -> Result<(Samples, Filter), Box<dyn std::error::Error>> {
//!     let value = |key: &str| -> Result<usize, Box<dyn std::error::Error>> {
//!         let line = config.lines().find(|l| l.starts_with(key)).ok_or("missing key")?;
//!         let (_, number) = line.split_once('=').ok_or("expected `key = number`")?;
//!         Ok(number.trim().parse()?)
//!     };
//!     let b = SymSize::<batch>::bind(value("batch")?)?;
//!     let c = SymSize::<channels>::bind(value("channels")?)?;
//!     let x = HeapTensor::from_vec_sym(data, (b, c))?; // checks the data's length
//!     let filter = Filter {
//!         gain: HeapTensor::full_sym((c,), 2.0),
//!         offset: HeapTensor::full_sym((Const::new(), c), 1.0),
//!         // The identity for 2 channels: entries 0 and 3 of the row-major [2, 2].
//!         mix: HeapTensor::from_fn_sym((c, Const::new()), |i| f32::from(i % 3 == 0)),
//!     };
//!     Ok((x, filter))
//! }
//!
//! let config = "batch = 3\nchannels = 2\n";
//! let (x, f) = load(config, vec![1.0, 0.0, 2.0, 0.0, 3.0, 1.0]).unwrap();
//! let y = filter(&x, &f);
//! assert_eq!(y.shape(), &[3, 2]);
//! // 2x + 1, centred over the batch, mixed by the identity.
//! let expected = [-2.0, -2.0 / 3.0, 0.0, -2.0 / 3.0, 2.0, 4.0 / 3.0];
//! for (got, want) in y.to_vec().iter().zip(expected) {
//!     assert!((got - want).abs() < 1e-6);
//! }
//! // Data of the wrong length is refused at the boundary.
//! assert!(load(config, vec![0.0; 5]).is_err());
//! ```
//!
//! ## Linear algebra
//!
//! A matrix whose two sizes are the same brand is square by construction:
//! [`try_det`](crate::TensorBase::try_det), [`try_inv`](crate::TensorBase::try_inv),
//! [`try_cholesky`](crate::TensorBase::try_cholesky) and
//! [`try_solve`](crate::TensorBase::try_solve) accept `(Sym<n>, Sym<n>)` (and batches of them)
//! and keep the brands in their results, and
//! [`eye_sym`](crate::TensorBase::eye_sym) makes the identity. Their errors are numerical only
//! (a singular matrix, one that is not positive-definite): the shapes were checked by the
//! compiler. A Kalman filter whose state and measurement sizes come from a configuration:
//!
//! ```
//! use shaped::prelude::*;
//!
//! shaped::brand! {
//!     struct state;
//!     struct measured;
//! }
//!
//! type Square<B> = HeapTensor<f64, (Sym<B>, Sym<B>)>;
//! type Column<B> = HeapTensor<f64, (Sym<B>, Const<1>)>;
//!
//! /// Predict with `f`, then correct with the measurement `z`; only the inverse can fail.
//! fn step<S: Brand, M: Brand>(
//!     n: SymSize<S>,
//!     (x, p): (&Column<S>, &Square<S>),
//!     (f, q): (&Square<S>, &Square<S>),
//!     (h, r): (&HeapTensor<f64, (Sym<M>, Sym<S>)>, &Square<M>),
//!     z: &Column<M>,
//! ) -> Result<(Column<S>, Square<S>), ShapeError> {
//!     let x = f.matmul(x);
//!     let p = &f.matmul(p).matmul(&f.t()) + q;
//!     let s = &h.matmul(&p).matmul(&h.t()) + r; // [measured, measured]
//!     let gain = p.matmul(&h.t()).matmul(&s.try_inv()?); // [state, measured]
//!     let x = &x + &gain.matmul(&(z - &h.matmul(&x)));
//!     let p = (&Square::<S>::eye_sym((n, n)) - &gain.matmul(h)).matmul(&p);
//!     Ok((x, p))
//! }
//!
//! let n = SymSize::<state>::bind("2".parse()?)?; // position and velocity
//! let m = SymSize::<measured>::bind("1".parse()?)?; // position
//! let f = Square::<state>::from_fn_sym((n, n), |i| [1.0, 0.1, 0.0, 1.0][i]);
//! let q = Square::<state>::eye_sym((n, n)).map(|v| v * 0.01);
//! let h = HeapTensor::<f64, (Sym<measured>, Sym<state>)>::from_fn_sym((m, n), |i| [1.0, 0.0][i]);
//! let r = Square::<measured>::full_sym((m, m), 0.5);
//! let (mut x, mut p) = (Column::<state>::zeros_sym((n, Const::new())), Square::eye_sym((n, n)));
//! for reading in [1.0, 1.1, 1.2] {
//!     let z = Column::<measured>::full_sym((m, Const::new()), reading);
//!     (x, p) = step(n, (&x, &p), (&f, &q), (&h, &r), &z)?;
//! }
//! assert!(x.to_vec()[0] > 0.5 && x.to_vec()[1] > 0.0);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Two brands are two sizes even when bound to the same number, so `(Sym<rows>, Sym<cols>)` is
//! not square and `try_inv` on it does not compile; nor does `try_solve` with a right-hand side
//! whose rows are another brand.
//!
//! ## Why equal brands are equal sizes
//!
//! A brand's number lives in one place: an atomic in a `static`, named by the brand's
//! associated constant (what `brand!` writes). A constant cannot create an atomic of its own
//! (rustc refuses a constant that borrows interior-mutable data it makes, and a constant cannot
//! allocate), so it can only name a `static`, and a `static` is one place for the whole program.
//! The first bind of a brand stores its number with a compare-and-swap; every later bind, from
//! any thread, compares with it, and succeeds only with the same number
//! ([`ShapeError::SizeRebound`](crate::ShapeError) otherwise: `the size batch is bound to 3, but
//! got 4`). Tokens are made only by a bind, and every tensor shape with a branded dimension is
//! made by this crate from a token, from sizes compared with the brand's number, or from other
//! tensors' sizes by the shape rules. So all sizes of one brand are one number, which is what
//! lets the broadcasting rules skip the comparison.
//!
//! This holds whoever implements the brand: the `SLOT` item of [`Brand`] is hidden from the
//! documentation, but a hand-written impl can only name a `static` too (two brands sharing one
//! `static` share one number, which is still one number per brand). The guarantee is per
//! program image: a brand compiled into two separate dynamic libraries has one slot in each.
//!
//! A consequence: a declared brand is one size for the whole run. A `bind!` inside a loop, or
//! in a function called twice, is the same brand each time, and binding it to another number
//! fails. Sizes that differ from one call to the next are scoped sizes (below).
//!
//! ## Scoped sizes: a new brand for each call
//!
//! A server binds a batch size per request, a test suite binds the same brand to 4 in one test
//! and to 5 in another, a loop reads files of different lengths. For these,
//! [`with_size(n, |b| ..)`](crate::with_size) calls its closure with the token `b` of a brand
//! that exists for that call only, [`Scoped<'id>`](crate::shape::Scoped). Inside, it is a brand
//! like any other: `Sym<Scoped<'id>>` broadcasts like a static size, with no comparison at run
//! time, in every operation above. Functions name it with a lifetime parameter:
//!
//! ```
//! use shaped::prelude::*;
//! use shaped::shape::{Scoped, Sym};
//!
//! type Batch<'id> = HeapTensor<f32, (Sym<Scoped<'id>>, Const<4>)>;
//! type Gate<'id> = HeapTensor<f32, (Sym<Scoped<'id>>, Const<1>)>;
//!
//! /// A layer in place: per-feature weights `[4]`, a shift `[1, 4]`, a per-sample gate
//! /// `[batch, 1]`. No shape to compare, no error path (`no-panic` proves it).
//! fn layer<'id>(x: &mut Batch<'id>, w: &Tensor<f32, shape![4]>, shift: &Tensor<f32, shape![1, 4]>, gate: &Gate<'id>) {
//!     *x *= w;
//!     *x += shift;
//!     *x *= gate;
//! }
//!
//! let w = Tensor::from([1.0, 2.0, 3.0, 4.0]);
//! let shift = Tensor::from([[0.0, -1.0, -2.0, -3.0]]);
//! // A service loop: each request brings a batch of its own size.
//! let requests: Vec<DynTensor<f32>> = vec![DynTensor::ones(&[3, 4]), DynTensor::ones(&[5, 4])];
//! for request in requests {
//!     let rows = request.shape()[0];
//!     let total = shaped::with_size(rows, |b| {
//!         let mut x = request.try_as_sym((b, Const::<4>::new()))?; // the one check
//!         let gate = Gate::full_sym((b, Const::new()), 0.5);
//!         layer(&mut x, &w, &shift, &gate);
//!         Ok::<f32, ShapeError>(x.sum_all())
//!     })?;
//!     assert_eq!(total, rows as f32 * 2.0);
//! }
//! # Ok::<(), shaped::ShapeError>(())
//! ```
//!
//! **Why it is sound.** The closure must accept a token of `Scoped<'id>` for *every* lifetime
//! `'id` (its type is `for<'id> FnOnce(SymSize<Scoped<'id>>) -> R`), and `Scoped<'id>` is
//! invariant in `'id`: the compiler can never equate two scopes' brands, nor a scope's with
//! any other. The result type `R` is chosen outside the call, so it cannot name the scope;
//! a variable outside, a `static`, `thread::spawn` and `Box<dyn Any>` all need a type that
//! outlives the call, which nothing carrying `'id` does (each is a compile-fail case of the
//! crate's suite). So every tensor with `Sym<Scoped<'id>>` lives within the one call whose token
//! holds its number. Mixing two scopes, even of equal numbers, is refused too, as a lifetime
//! error ("borrowed data escapes outside of closure"): the brands differ in their lifetimes
//! only, which the compiler compares after types.
//!
//! **Its number lives in its token only**, not in a `static`: conversions into a scoped shape
//! take the token, as [`try_as_sym`](crate::TensorBase::try_as_sym) above and the `_sym`
//! constructors do; a conversion by type alone (`try_as::<(Sym<Scoped<'_>>, ..)>()`,
//! `from_vec`) returns [`ShapeError::ScopedSize`](crate::ShapeError), and the brand cannot be
//! bound again (`SymSize::bind` returns that error too). `try_as_sym` works with declared
//! brands' tokens as well.
//!
//! Declared brands remain the tool for sizes that really are one per program (the number of
//! sensors of a device, a model's width read once at start-up): their names are shorter in
//! signatures and messages, and they need no closure.
//!
//! Symbolic sizes need the `alloc` feature and pointer-width atomics with compare-and-swap
//! (`target_has_atomic = "ptr"`, every target with an allocator in practice).
//!
//! ## What is still checked at run time
//!
//! - Binding (`bind`, `bind!`) and converting (`try_as`, the constructors that take sizes as a
//!   slice or data as a `Vec`): the one check, at the boundary.
//! - A max-like reduction (`amax`, `argmax`, …) along a branded axis fails on an empty axis, as
//!   for `Dyn`: the brand may be bound to 0.
//! - `narrow::<AXIS, LEN>(start)` along a branded axis compares the length with the size (it
//!   returns `None`); the narrowed axis has the static length `LEN`.
//! - Making or converting a tensor of a shape whose declared brand is not bound yet fails with
//!   its own error ([`ShapeError::UnboundSize`](crate::ShapeError): `the size batch is not
//!   bound: bind it (SymSize::bind) before making a tensor of its shape`).
//! - Joining along a branded axis makes a new size, which the compiler cannot name:
//!   [`a.cat_dyn::<AXIS, _>(&b)`](crate::TensorBase::cat_dyn) gives a `Dyn` size there (the
//!   other sizes are checked by the compiler and keep their brands); `try_as` brands the result
//!   when a later step needs it.
//! - Allocating a result can fail, as for every heap tensor; in place operations allocate
//!   nothing.
//! - Linear algebra fails on numbers, never on shapes: a singular matrix for `try_inv` and
//!   `try_solve`, one that is not positive-definite for `try_cholesky`.
//!
//! The shape rules themselves have no run-time path: `cargo check` decides every pair above.
//!
//! ## Cost
//!
//! Branded tensors store their sizes like `Dyn` tensors and run the same kernels; the
//! broadcast of two branded shapes computes the result's sizes without a comparison. An
//! operation in place between two heap tensors whose sizes their types fix pairs the elements
//! by those sizes alone, with no size comparison and no failure compiled in: one branded shape
//! (`x += &y`, both `[batch, 3]`), or a source that broadcasts into the destination (`[3]`,
//! `[1, 3]`, `[batch, 1]` into `[batch, 3]`). The `no-panic` crate proves such a function
//! panic-free (`no-panic-check`, `sym_rows`), which the same function on `[Dyn, 3]` tensors is
//! not.
//!
//! For the compiler, a brand is a type of its own, as a static size is: checking branded
//! broadcasts costs more than the same code on `Dyn` sizes (whose few shapes recur), and less
//! than the same code on static sizes (BENCHMARKS.md has the current figures).
//!
//! [`Dyn`]: crate::Dyn
//! [`Brand`]: crate::shape::Brand
