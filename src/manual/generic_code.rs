//! # Generic code
//!
//! A static size is `Const<N>`, one type per size: `Const<0>`, `Const<1>` and `Const<7>` are
//! what [`shape!`](crate::shape!) writes, what you write by hand, and what `Const<N>` becomes
//! in a function generic over `const N: usize`. So a function written the way nalgebra users
//! write one, over `const` parameters, takes every size, 0 and 1 included, and needs no bound
//! for element-wise operations on equal shapes, broadcasting against missing dimensions,
//! matrix products and reductions that remove an axis. Inside generic code, `shape![B, 3]`
//! with a `const B: usize` is `(Const<B>, Const<3>)`.
//!
//! What needs a bound is what depends on the value of a size that generic code does not know:
//! a size 1 that must stretch against a `Const<N>` (is `N` 1?), a max along an axis that might
//! be empty, element counts (`reshape`), a narrow length. Each has one bound, in the
//! [prelude](crate::prelude); a call with sizes that break it is refused by `cargo check` at the
//! caller's line, with one error that names the shapes. The examples below compile as written
//! and list the bounds each needs; none needs more than two.
//!
//! | what the function does | bound |
//! |---|---|
//! | element-wise on equal shapes, `x · W`, reductions removing an axis, over `const` sizes | none |
//! | broadcasts two shapes it does not know | `A: Broadcasts<B>` (result [`BroadcastOut<A, B>`](crate::shape::BroadcastOut)) |
//! | writes one shape into another in place | `R: FitsInto<S>` |
//! | multiplies two shapes it does not know | `A: MatMulWith<B>` (result [`MatMulOut<A, B>`](crate::shape::MatMulOut)) |
//! | reduces along an axis with `keepdim` and combines the result with its input | `S: ReduceKeepdim<AXIS>` |
//! | the same with a max (`amax_keepdim`, softmax) | `S: MaxKeepdim<AXIS>` |
//! | narrows or reshapes | `S: NarrowTo<AXIS, LEN>`, `S: ReshapeTo<S2>` |
//! | takes any storage (inline, heap, view, dynamic) | `S: Shape, M: ReadStorage<T, S>` |
//!
//! ## A dense layer `x · W + b`, generic over batch, inputs and outputs
//!
//! ```
//! use shaped::prelude::*;
//!
//! fn dense<const B: usize, const I: usize, const O: usize>(
//!     x: &Tensor<f32, shape![B, I]>,
//!     w: &Tensor<f32, shape![I, O]>,
//!     b: &Tensor<f32, shape![O]>,
//! ) -> Tensor<f32, shape![B, O]> {
//!     x.matmul(w) + b
//! }
//!
//! let w = Tensor::<f32, shape![4, 2]>::ones();
//! let b = Tensor::<f32, shape![2]>::from([0.5, -0.5]);
//! let one = dense(&Tensor::<f32, shape![1, 4]>::ones(), &w, &b); // a batch of 1
//! assert_eq!(one.to_vec(), vec![4.5, 3.5]);
//! let none = dense(&Tensor::<f32, shape![0, 4]>::ones(), &w, &b); // an empty batch
//! assert_eq!(none.shape(), &[0, 2]);
//! let single = dense(&Tensor::<f32, shape![3, 1]>::ones(), &Tensor::<f32, shape![1, 2]>::ones(), &b);
//! assert_eq!(single.shape(), &[3, 2]);
//! ```
//!
//! Bounds: none. `shape![B, I]` is `(Const<B>, Const<I>)`; the product's inner sizes are the
//! same `Const<I>`, and `[B, O] + [O]` broadcasts equal sizes and a missing dimension, which
//! hold for every `B`, `I` and `O`. Operands whose sizes do not fit the signature are a type
//! mismatch at the call (`expected `4`, found `3``).
//!
//! ## Matrix product chains
//!
//! ```
//! use shaped::prelude::*;
//!
//! // Over `const` sizes: no bound.
//! fn chain<const M: usize, const K: usize, const N: usize, const P: usize>(
//!     a: &Tensor<f32, shape![M, K]>,
//!     b: &Tensor<f32, shape![K, N]>,
//!     c: &Tensor<f32, shape![N, P]>,
//! ) -> Tensor<f32, shape![M, P]> {
//!     a.matmul(b).matmul(c)
//! }
//!
//! // Over shapes of any rank (batches of matrices, vectors): one bound per product.
//! fn apply<A: MatMulWith<V>, V: Shape>(a: &Tensor<f32, A>, v: &Tensor<f32, V>) -> Tensor<f32, MatMulOut<A, V>> {
//!     a.matmul(v)
//! }
//!
//! let a = Tensor::<f32, shape![2, 3]>::ones();
//! let abc = chain(&a, &Tensor::<f32, shape![3, 1]>::ones(), &Tensor::<f32, shape![1, 4]>::ones());
//! assert_eq!(abc.to_vec(), vec![3.0; 8]);
//! let y: Tensor<f32, shape![2]> = apply(&a, &Tensor::<f32, shape![3]>::from([1.0, 2.0, 3.0]));
//! assert_eq!(y.to_vec(), vec![6.0, 6.0]);
//! let batched: Tensor<f32, shape![5, 2, 4]> =
//!     apply(&Tensor::<f32, shape![5, 2, 3]>::ones(), &Tensor::<f32, shape![3, 4]>::ones());
//! assert_eq!(batched.shape(), &[5, 2, 4]);
//! ```
//!
//! Bounds: none for `chain`; `A: MatMulWith<V>` and `V: Shape` for `apply` (Rust does not carry
//! the bound of a trait's parameter over to its users, so `V: Shape` is spelled out). A call
//! with an illegal pair is one error whose first line is ``cannot multiply a matrix of shape
//! `Dims<2, 3>` by one of shape `Dims<4, 5>` ``.
//!
//! ## Layer norm, generic over the shape
//!
//! Reduce with `keepdim`, then broadcast the result back against the input:
//!
//! ```
//! use shaped::prelude::*;
//!
//! fn layer_norm<S: ReduceKeepdim<1>>(x: &Tensor<f32, S>, eps: f32) -> Tensor<f32, S> {
//!     let centred = x - &x.mean_keepdim::<1>();
//!     let var = centred.map(|v| v * v).mean_keepdim::<1>();
//!     &centred / &var.map(|v| (v + eps).sqrt())
//! }
//!
//! let x = Tensor::<f32, shape![2, 2]>::from([[1.0, 3.0], [4.0, 8.0]]);
//! assert_eq!(layer_norm(&x, 0.0).to_vec(), vec![-1.0, 1.0, -1.0, 1.0]);
//! let wide = Tensor::<f32, shape![1, 3000]>::ones(); // any size `shape!` writes
//! assert_eq!(layer_norm(&wide, 1e-5).get([0, 7]), Some(&0.0));
//! ```
//!
//! Bounds: `S: ReduceKeepdim<1>` (axis 1 exists, and the shape with a size 1 there broadcasts
//! back to `S`: `S` is a static shape of rank 2 or more whose sizes the compiler knows, or has
//! `Dyn` sizes). The bound is needed even over `const` sizes, `(Const<R>, Const<C>)`: the size
//! 1 of the mean must stretch to `C`, and generic code does not know whether `C` is 1 (see the
//! last section); write `(Const<R>, Const<C>): ReduceKeepdim<1>` there.
//!
//! ## Row softmax
//!
//! ```
//! use shaped::prelude::*;
//!
//! fn softmax<S: MaxKeepdim<1>>(x: &Tensor<f32, S>) -> Tensor<f32, S> {
//!     let e = (x - &x.amax_keepdim::<1>()).map(|v| v.exp());
//!     &e / &e.sum_keepdim::<1>()
//! }
//!
//! let p = softmax(&Tensor::<f32, shape![2, 2]>::from([[0.0, 0.0], [1.0, 1.0]]));
//! assert_eq!(p.to_vec(), vec![0.5; 4]);
//! let one = softmax(&Tensor::<f32, shape![3, 1]>::ones()); // a single column: all ones
//! assert_eq!(one.to_vec(), vec![1.0; 3]);
//! ```
//!
//! (The crate's own `softmax::<AXIS>()` computes the same; the example shows the reductions a
//! function of your own uses.) Bounds: `S: MaxKeepdim<1>`, which is [`ReduceKeepdim`](crate::shape::ReduceKeepdim) and an
//! axis whose size is not statically 0 (a max of nothing has no value). `softmax` of a
//! `shape![2, 0]` tensor is refused at the call: ``cannot take a max along axis 1 of shape
//! `Dims<2, 0>` and broadcast it back``.
//!
//! ## Broadcasting two shapes the function does not know
//!
//! ```
//! use shaped::prelude::*;
//!
//! fn add<A: Broadcasts<B>, B: Shape>(a: Tensor<f32, A>, b: Tensor<f32, B>) -> Tensor<f32, BroadcastOut<A, B>> {
//!     a + b
//! }
//!
//! let x = Tensor::<f32, shape![2, 3]>::ones();
//! let row = Tensor::<f32, shape![3]>::from([1.0, 2.0, 3.0]);
//! let y: Tensor<f32, shape![2, 3]> = add(x, row);
//! assert_eq!(y.get([1, 2]), Some(&4.0));
//! ```
//!
//! Bounds: `A: Broadcasts<B>` and `B: Shape`. An illegal pair is one error at the call:
//! ``cannot broadcast shape `Dims<2, 3>` with shape `Dims<4>` `` (16 lines). `Broadcasts`
//! implies [`Broadcast`](crate::Broadcast), which also works as the bound, with
//! [`Broadcasted<A, B>`](crate::Broadcasted) as the result type; its errors are longer (the
//! error is reported twice, with rustc's list of the impls of `Broadcast`).
//!
//! ## Accumulating in place
//!
//! ```
//! use shaped::prelude::*;
//!
//! fn accumulate<S: Shape, R: FitsInto<S>>(acc: &mut Tensor<f32, S>, x: &Tensor<f32, R>) {
//!     *acc += x; // `x` may broadcast; `acc` keeps its shape
//! }
//!
//! let mut acc = Tensor::<f32, shape![2, 3]>::zeros();
//! accumulate(&mut acc, &Tensor::<f32, shape![3]>::from([1.0, 2.0, 3.0]));
//! accumulate(&mut acc, &Tensor::<f32, shape![2, 1]>::from_array([[10.0], [20.0]]));
//! assert_eq!(acc.to_vec(), vec![11.0, 12.0, 13.0, 21.0, 22.0, 23.0]);
//! ```
//!
//! Bounds: `R: FitsInto<S>` (the in-place rule: `x` broadcasts to `acc`'s shape, which never
//! changes) and `S: Shape`.
//!
//! ## Any tensors, any storage: let the operator be the bound
//!
//! ```
//! use shaped::prelude::*;
//!
//! fn add<X: core::ops::Add<Y>, Y>(x: X, y: Y) -> X::Output {
//!     x + y
//! }
//!
//! let t = Tensor::<i32, shape![2, 2]>::from([[1, 2], [3, 4]]);
//! let h = HeapTensor::<i32, shape![2]>::ones();
//! let d = DynTensor::from_vec(vec![10, 20], &[2]).unwrap();
//! assert_eq!(add(t, &h).get([1, 1]), Some(&5)); // inline + heap: a heap result
//! assert_eq!(add(&t, t.t()).get([0, 1]), Some(&5)); // a tensor and a view of it
//! assert_eq!(add(&h, &d).to_vec(), vec![11, 21]); // static + dynamic: a dynamic result
//! ```
//!
//! Bounds: one, `X: Add<Y>`. Every tensor type (owned, heap, view, static or dynamic, by value
//! or by reference) implements the operators when the shapes broadcast, and the result is a
//! tensor of the kind the operands call for.
//!
//! ## Static or dynamic tensors in, the matching kind out
//!
//! ```
//! use shaped::prelude::*;
//!
//! fn relu<S: Shape, M: ReadStorage<f32, S>>(x: &TensorBase<f32, S, M>) -> TensorBase<f32, S, M::Owned> {
//!     x.map(|v| v.max(0.0))
//! }
//!
//! let t = Tensor::<f32, shape![2, 2]>::from([[1.0, -2.0], [-3.0, 4.0]]);
//! let r: Tensor<f32, shape![2, 2]> = relu(&t); // inline in, inline out
//! assert_eq!(r.to_vec(), vec![1.0, 0.0, 0.0, 4.0]);
//! let d = DynTensor::from_vec(vec![-1.0, 2.0], &[2]).unwrap();
//! let rd: DynTensor<f32> = relu(&d); // dynamic in, dynamic out
//! assert_eq!(rd.to_vec(), vec![0.0, 2.0]);
//! let h = HeapTensor::<f32, shape![Dyn, 2]>::from_vec(vec![-1.0, 1.0], &[1, 2]).unwrap();
//! assert_eq!(relu(&h).to_vec(), vec![0.0, 1.0]); // heap in, heap out
//! let rt: Tensor<f32, shape![2, 2]> = relu(&t.t()); // a view of an inline tensor: inline out
//! assert_eq!(rt.to_vec(), vec![1.0, 0.0, 0.0, 4.0]);
//! ```
//!
//! Bounds: `S: Shape` and `M: ReadStorage<f32, S>` (both in the prelude), the two parameters of
//! [`TensorBase`](crate::TensorBase) ([`ReadStorage`](crate::ops::ReadStorage) is every storage
//! whose elements can be read; `M::Owned` is the owned storage of the same kind). To only read
//! the elements, [`Storage`](crate::tensor::Storage) is enough:
//!
//! ```
//! use shaped::prelude::*;
//!
//! fn total<S: Shape, M: Storage<f32, S>>(t: &TensorBase<f32, S, M>) -> f32 {
//!     let mut sum = 0.0;
//!     t.for_each(|x| sum += x);
//!     sum
//! }
//!
//! assert_eq!(total(&Tensor::<f32, shape![2, 2]>::ones()), 4.0);
//! assert_eq!(total(&DynTensor::from_vec(vec![1.0, 2.0, 3.0], &[3]).unwrap()), 6.0);
//! ```
//!
//! ## `(x - mean) / std` with scalars, generic over the element type
//!
//! ```
//! use num_traits::Float;
//! use shaped::ops::ElementDiv;
//! use shaped::prelude::*;
//! use shaped::shape::Broadcast;
//!
//! fn standardize<T: Float, S: Shape>(x: &Tensor<T, S>, mean: T, std: T) -> Tensor<T, S> {
//!     x.map(|&v| (v - mean) / std)
//! }
//!
//! // The same with the scalars as 0-d tensors, which broadcast against every shape.
//! fn standardize_by_broadcast<T, S>(x: Tensor<T, S>, mean: T, std: T) -> Tensor<T, S>
//! where
//!     T: Float + ElementDiv,
//!     S: Broadcast<(), Output = S>,
//! {
//!     (x - Tensor::scalar(mean)) / Tensor::scalar(std)
//! }
//!
//! let x = Tensor::<f64, shape![4]>::from([1.0, 2.0, 3.0, 4.0]);
//! assert_eq!(standardize(&x, 2.5, 0.5).to_vec(), vec![-3.0, -1.0, 1.0, 3.0]);
//! assert_eq!(standardize_by_broadcast(x, 2.5, 0.5), standardize(&x, 2.5, 0.5));
//! ```
//!
//! Bounds: `T: Float` (from `num-traits`) and `S: Shape`; the broadcasting form states the
//! shape relation instead, `S: Broadcast<(), Output = S>`. Tensor `/` and `%` also need
//! [`ElementDiv`](crate::ops::ElementDiv), which says how an element type divides: integers
//! wrap `MIN / -1` and panic with `ZeroDivisionError` on a zero divisor, as PyTorch does;
//! floats follow IEEE. It is implemented for the primitive numbers.
//!
//! ## Element-wise math, generic over the float type
//!
//! ```
//! use shaped::ops::ElementFloat;
//! use shaped::prelude::*;
//!
//! /// `softplus(x) = ln(1 + e^x)`, in place, on any tensor or mutable view of `f32` or `f64`.
//! fn softplus<T: ElementFloat, S: Shape>(x: &mut Tensor<T, S>) {
//!     x.exp_inplace();
//!     x.ln_1p_inplace();
//! }
//!
//! let mut x = Tensor::<f64, shape![2]>::from([0.0, f64::NEG_INFINITY]);
//! softplus(&mut x);
//! assert_eq!(x.into_array(), [core::f64::consts::LN_2, 0.0]);
//! ```
//!
//! Bound: [`ElementFloat`](crate::ops::ElementFloat) (sealed: `f32`, `f64`), which every
//! [element-wise math](super::elementwise#element-wise-math) method needs; its functions
//! (`ElementFloat::exp(v)` …) are the methods' element functions, for `map` and `zip_map`.
//!
//! ## Sizes outside the table: generic over the dimension type
//!
//! For a size outside the table of [static-size limits](super::static_size_limits) (0 to 1024,
//! powers of two and one less, powers of ten), `shape!` writes the size's digits into the
//! dimension type, so that `reshape` and the other checks that do arithmetic on sizes accept it
//! (`shape![3000]` is `Const<3000, Digits<..>>`, printed as `Dims<3000>`). A `const N`
//! function then does not take it: `Const<N>` is `Const<3000>` without the digits. To take
//! every size `shape!` writes, be generic over the dimension type instead:
//!
//! ```
//! use shaped::prelude::*;
//!
//! fn dot<D: Dim>(a: &Tensor<f32, (D,)>, b: &Tensor<f32, (D,)>) -> f32 {
//!     let mut sum = 0.0;
//!     (a * b).for_each(|p| sum += p);
//!     sum
//! }
//!
//! let a = Tensor::<f32, shape![3]>::from([1.0, 2.0, 3.0]);
//! assert_eq!(dot(&a, &a), 14.0);
//! let b = Tensor::<f32, shape![3000]>::ones();
//! assert_eq!(dot(&b, &b), 3000.0);
//! ```
//!
//! Bounds: `D: Dim`. A dimension type broadcasts with itself, whatever it is.
//!
//! ## What stable Rust cannot express
//!
//! Broadcasting is trait solving: for each aligned pair of sizes, an impl says what the result
//! is. Equal sizes need an impl for `Const<N>` with `Const<N>` (every `N`), a stretched 1 an
//! impl for `Const<1>` with `Const<N>`, and stable Rust refuses the two because they overlap
//! at `Const<1>` with `Const<1>` (`error[E0119]: conflicting implementations`, even though both
//! would give `Const<1>`); nor can an impl say "every `N` but 1" (that needs
//! `generic_const_exprs` or specialization):
//!
//! ```compile_fail,E0119
//! struct Const<const N: usize>;
//! trait Broadcast<Rhs> { type Out; }
//! impl<const N: usize> Broadcast<Const<N>> for Const<N> { type Out = Const<N>; }
//! impl<const N: usize> Broadcast<Const<N>> for Const<1> { type Out = Const<N>; }
//! ```
//!
//! So the crate keeps the impl for equal sizes for every `N`, and the stretching impls for the
//! sizes it knows not to be 1: one impl per size of the table, every size `shape!` writes with
//! its digits, and `Dyn`. In a function generic over `const C`, `Const<C>` is not known to be
//! different from 1, so a `Const<1>` that must stretch to it (the `keepdim` result above)
//! needs the bound; a hand-written `Const<3000>` (outside the table, without digits) does not
//! stretch a 1 either. Whatever the sizes, the verdict is the compiler's: an illegal or
//! unknown pair is a `cargo check` error at the line that names the shapes, never a failure
//! of a later build.
