//! # Generic code
//!
//! Functions over tensors of any shape name the shape relation they use and nothing else: the
//! storage kinds ([`Inline`](crate::tensor::Inline), [`Heap`](crate::tensor::Heap)) store every
//! shape, so an operation's result type needs no storage bound, and the broadcast shape is a
//! type ([`Broadcasted`](crate::Broadcasted)). Every example below compiles as written; the
//! bounds each needs are listed under it.
//!
//! ## Broadcast add of two static tensors
//!
//! ```
//! use shaped::prelude::*;
//!
//! fn add<A, B>(a: Tensor<f32, A>, b: Tensor<f32, B>) -> Tensor<f32, Broadcasted<A, B>>
//! where
//!     A: Broadcast<B>,
//!     B: Shape,
//! {
//!     a + b
//! }
//!
//! let x = Tensor::<f32, shape![2, 3]>::ones();
//! let row = Tensor::<f32, shape![3]>::from([1.0, 2.0, 3.0]);
//! let y: Tensor<f32, shape![2, 3]> = add(x, row);
//! assert_eq!(y.get([1, 2]), Some(&4.0));
//! ```
//!
//! Bounds: `A: Broadcast<B>`, the one relation between the shapes. `B: Shape` is there because
//! Rust does not carry a trait's bounds on its parameters (`Broadcast<Rhs: Shape>`) over to the
//! places that use it; `A: Shape` comes with `Broadcast`, which is a subtrait of `Shape`. An
//! illegal pair is refused where the function is called, with the shapes in the message.
//! The crate's own methods state their bound as [`BroadcastsWith`](crate::shape::BroadcastsWith)
//! (and [`FitsInto`](crate::shape::FitsInto) for in-place writes), which every `Broadcast`
//! (`BroadcastInto`) pair implements, so `A: Broadcast<B>` is all your function needs.
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
//! or by reference) implements the operators when the shapes broadcast.
//!
//! ## `(x - mean) / std`, generic over the element type, with a scalar mean
//!
//! ```
//! use num_traits::Float;
//! use shaped::ops::ElementDiv;
//! use shaped::prelude::*;
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
//! shape relation instead, `S: Broadcast<(), Output = S>` (broadcasting against a 0-d tensor
//! keeps the shape; the compiler checks it for each concrete `S`). Tensor `/` and `%` also need
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
//! ## Accumulating in place
//!
//! ```
//! use shaped::prelude::*;
//!
//! fn accumulate<S: Shape, R: BroadcastInto<S>>(acc: &mut Tensor<f32, S>, x: &Tensor<f32, R>) {
//!     *acc += x; // `x` may broadcast; `acc` keeps its shape
//! }
//!
//! let mut acc = Tensor::<f32, shape![2, 3]>::zeros();
//! accumulate(&mut acc, &Tensor::<f32, shape![3]>::from([1.0, 2.0, 3.0]));
//! accumulate(&mut acc, &Tensor::<f32, shape![2, 1]>::from_array([[10.0], [20.0]]));
//! assert_eq!(acc.to_vec(), vec![11.0, 12.0, 13.0, 21.0, 22.0, 23.0]);
//! ```
//!
//! Bounds: `R: BroadcastInto<S>` (the in-place rule: `x` broadcasts to `acc`'s shape, which
//! never changes) and `S: Shape` (a trait parameter again).
//!
//! ## A function generic over `const N: usize`
//!
//! ```
//! use shaped::prelude::*;
//!
//! fn dot<const N: usize>(a: &Tensor<f32, (Const<N>,)>, b: &Tensor<f32, (Const<N>,)>) -> f32 {
//!     let mut sum = 0.0;
//!     a.zip_map(b, |x, y| x * y).for_each(|p| sum += p);
//!     sum
//! }
//!
//! let a = Tensor::<f32, shape![3]>::from([1.0, 2.0, 3.0]);
//! assert_eq!(dot(&a, &a), 14.0);
//! ```
//!
//! Bounds: none; `(Const<N>,)` broadcasts with itself for every `N`. `Const<N>` is the class of
//! sizes 2 and above (`Const<1>` is rejected where it is used; sizes 0 and 1 are `Const<0, Zero>`
//! and `Const<1, One>`, which [`shape!`](crate::shape!) writes for you).
//!
//! `Const<N>` is `Const<N, Many<Table>>`: the sizes of the table of
//! [static-size limits](super::static_size_limits) (0 to 1024, powers of two and one less,
//! powers of ten).
//! For any other size, `shape!` writes the size's digits into the class
//! (`shape![3000]` is `(Const<3000, Many<Digits<952, 2, 0, 0>>>,)`), so that `reshape` and the
//! other arithmetic checks accept it. To take every size `shape!` writes, be generic over the
//! class's parameter too:
//!
//! ```
//! use shaped::prelude::*;
//! use shaped::shape::class::Repr;
//!
//! fn dot<const N: usize, R: Repr>(
//!     a: &Tensor<f32, (Const<N, Many<R>>,)>,
//!     b: &Tensor<f32, (Const<N, Many<R>>,)>,
//! ) -> f32 {
//!     let mut sum = 0.0;
//!     a.zip_map(b, |x, y| x * y).for_each(|p| sum += p);
//!     sum
//! }
//!
//! let a = Tensor::<f32, shape![3]>::from([1.0, 2.0, 3.0]);
//! assert_eq!(dot(&a, &a), 14.0);
//! let b = Tensor::<f32, shape![3000]>::ones();
//! assert_eq!(dot(&b, &b), 3000.0);
//! ```
//!
//! Bounds: `R: Repr` (every `Many<R>` is a class); `Const<N, Many<RA>>` broadcasts with
//! `Const<N, Many<RB>>` for any two, so the two operands could even differ in `R`.
//!
//! ## A function that takes a static or a dynamic tensor
//!
//! ```
//! use shaped::prelude::*;
//! use shaped::tensor::Storage;
//!
//! fn total<S: Shape, M: Storage<f32, S>>(t: &TensorBase<f32, S, M>) -> f32 {
//!     let mut sum = 0.0;
//!     t.for_each(|x| sum += x);
//!     sum
//! }
//!
//! let t = Tensor::<f32, shape![2, 2]>::ones();
//! let d = DynTensor::from_vec(vec![1.0, 2.0, 3.0], &[3]).unwrap();
//! assert_eq!(total(&t), 4.0);
//! assert_eq!(total(&d), 6.0);
//! assert_eq!(total(&t.t()), 4.0); // views too
//! ```
//!
//! Bounds: `S: Shape` and `M: Storage<f32, S>`, the two parameters of
//! [`TensorBase`](crate::TensorBase).
//!
//! ## Reductions and products in generic code
//!
//! A reduction along a static axis needs the axis to exist ([`HasAxis`](crate::shape::HasAxis));
//! a matrix product needs [`MatMul`](crate::shape::MatMul). The result types have names in
//! [`ops`](crate::ops) ([`ZipOutput`](crate::ops::ZipOutput),
//! [`AxisRemoved`](crate::ops::AxisRemoved), [`MatmulOutput`](crate::ops::MatmulOutput) …),
//! but for owned inline tensors they are plain tensors of the computed shape:
//!
//! ```
//! use shaped::prelude::*;
//! use shaped::shape::{HasAxis, MatMul};
//!
//! fn row_sums<S: HasAxis<1>>(x: &Tensor<f32, S>) -> Tensor<f32, <S as HasAxis<1>>::Removed> {
//!     x.sum::<1>()
//! }
//! fn apply<M: MatMul<V>, V: Shape>(m: &Tensor<f32, M>, v: &Tensor<f32, V>) -> Tensor<f32, M::Output> {
//!     m.matmul(v)
//! }
//!
//! let x = Tensor::<f32, shape![2, 3]>::ones();
//! assert_eq!(row_sums(&x).to_vec(), vec![3.0, 3.0]);
//! let v = Tensor::<f32, shape![3]>::from([1.0, 2.0, 3.0]);
//! let y: Tensor<f32, shape![2]> = apply(&x, &v);
//! assert_eq!(y.to_vec(), vec![6.0, 6.0]);
//! ```
//!
//! Bounds: one shape relation each. The element traits (`Reducible`, `MatElement`, …) are
//! implemented for the primitive numbers, so a concrete element type needs no bound.
