//! # For PyTorch and NumPy users
//!
//! `shaped` implements NumPy's broadcasting and PyTorch's strided tensors; where the two
//! differ, the rules say which one it follows. Run-time errors print PyTorch's messages. This
//! page maps common calls. `t` is a static tensor, `d` a [`DynTensor`](crate::DynTensor);
//! static forms take axes as const generics (`::<1>`), dynamic forms take `isize` dims
//! (negative counts from the end). Every method that can fail at run time has two forms: the
//! plain one (`d.unsqueeze(1)`, `d.sum(1, false)`) panics at the caller with PyTorch's text, as
//! a Python exception would stop the program; its `try_` twin (`d.try_unsqueeze(1)`) returns a
//! `Result` with that text as its error.
//!
//! ## Differences to keep in mind
//!
//! - Shapes are types. A static shape mismatch is a compile error; `DynTensor` behaves like a
//!   PyTorch tensor and checks at run time.
//! - Element types are fixed: there is no type promotion. `int + float` does not compile;
//!   convert first with `cast::<f64>()`. `mean` of integers does not compile (PyTorch refuses
//!   it too).
//! - Operations never allocate behind your back beyond their result: views are explicit
//!   (`t()`, `narrow`, `expand` …) and `reshape` tells you whether it copied (`is_view()`).
//! - There is no autograd and no device: tensors live in CPU memory.
//! - `%` follows NumPy's and PyTorch's sign rule (the divisor's), not Rust's.
//!
//! ## Creating
//!
//! | NumPy | PyTorch | shaped |
//! |---|---|---|
//! | `np.zeros((2, 3))` | `torch.zeros(2, 3)` | `Tensor::<f32, shape![2, 3]>::zeros()`, `DynTensor::<f32>::zeros(&[2, 3])` |
//! | `np.ones`, `np.full((2, 3), v)` | `torch.ones`, `torch.full` | `ones()`, `full(v)`; dynamic `ones(&dims)`, `full(&dims, v)` |
//! | `np.array([[1, 2], [3, 4]])` | `torch.tensor([[1, 2], [3, 4]])` | `Tensor::from([[1, 2], [3, 4]])` |
//! | `np.arange(6).reshape(2, 3)` | `torch.arange(6).reshape(2, 3)` | `Tensor::<i64, shape![2, 3]>::from_fn(\|i\| i as i64)`, `DynTensor::from_shape_fn(&[2, 3], \|i\| i)` |
//! | `np.arange(0, 10, 3)` | `torch.arange(0, 10, 3)` | `DynTensor::arange(0, 10, 3)`; static length: `Tensor::<i32, shape![4]>::arange(0, 3)` |
//! | `np.linspace(0, 1, 5)` | `torch.linspace(0, 1, 5)` | `DynTensor::linspace(0.0, 1.0, 5)`; `Tensor::<f64, shape![5]>::linspace(0.0, 1.0)` |
//! | `np.eye(3)`, `np.eye(2, 3)` | `torch.eye(3)`, `torch.eye(2, 3)` | `Tensor::<f64, shape![3, 3]>::eye()`, `HeapTensor::eye()`, `DynTensor::eye(2, 3)` |
//! | `np.asarray(list).reshape(shape)` | `torch.tensor(list).view(shape)` | `DynTensor::from_vec(vec, &shape)?` |
//! | (dynamic to static) | | `Tensor::<f32, shape![2, 3]>::try_from(&d)?`, `HeapTensor::<f32, shape![2, 3]>::try_from(&d)?`; back: `DynTensor::from(&t)` |
//! | `np.array(3.0)` | `torch.tensor(3.0)` | `Tensor::scalar(3.0)` |
//! | `np.concatenate([a, b], axis=0)` | `torch.cat([a, b], 0)` | `(&a, &b).cat::<0>()`, `tensor::cat(&[&a, &b], 0)?` |
//! | `np.stack([a, b], axis=1)` | `torch.stack([a, b], 1)` | `(&a, &b).stack::<1>()`, `tensor::stack(&[&a, &b], 1)?` |
//!
//! ## Shape and layout
//!
//! | NumPy | PyTorch | shaped |
//! |---|---|---|
//! | `a.shape` | `t.shape`, `t.size()` | `t.shape()` (a slice), `t.dims()` (an array for static ranks) |
//! | `a.ndim` | `t.dim()` | `t.rank()` |
//! | `a.size` | `t.numel()` | `t.numel()` |
//! | `a.strides` (bytes) | `t.stride()` (elements) | `t.stride()` (elements) |
//! | | `t.storage_offset()` | `t.storage_offset()` |
//! | `a.flags['C_CONTIGUOUS']` | `t.is_contiguous()` | `t.is_contiguous()` |
//! | `np.ascontiguousarray(a)` | `t.contiguous()` | `t.contiguous()` |
//! | `np.shares_memory(a, b)` | | `a.shares_storage_with(&b)` |
//! | `np.broadcast_shapes(s1, s2)` | `torch.broadcast_shapes` | [`broadcast_shapes(&[&s1, &s2])`](crate::broadcast_shapes) |
//!
//! ## Views
//!
//! | NumPy | PyTorch | shaped (static; dynamic) |
//! |---|---|---|
//! | `a.T` (2-d) | `t.t()`, `t.T` | `t.t()`; `d.t()` |
//! | `np.swapaxes(a, 0, 2)` | `t.transpose(0, 2)` | `t.transpose::<0, 2>()`; `d.transpose(0, 2)` |
//! | `np.transpose(a, (2, 0, 1))` | `t.permute(2, 0, 1)` | `t.permute::<2, 0, 1>()`; `d.permute(&[2, 0, 1])` |
//! | `np.moveaxis(a, 0, -1)` | `t.movedim(0, -1)` | `d.movedim(0, -1)` |
//! | `a[:, 1:3]` | `t[:, 1:3]`, `t.narrow(1, 1, 2)` | `t.narrow::<1, 2>(1)`; `d.narrow(1, 1, 2)` |
//! | `a[:, 2]` | `t[:, 2]`, `t.select(1, 2)` | `t.select::<1>(2)`; `d.select(1, 2)` |
//! | `a[:, np.newaxis]` | `t.unsqueeze(1)` | `t.unsqueeze::<1>()`; `d.unsqueeze(1)` |
//! | `np.squeeze(a, 1)` | `t.squeeze(1)` | `t.squeeze::<1>()`; `d.squeeze_dim(1)`, `d.squeeze()` |
//! | `np.broadcast_to(a, shape)` | `t.expand(shape)` | `t.broadcast_to::<S>()`, `t.expand::<S>()`; `d.expand(&sizes)` |
//! | `np.lib.stride_tricks.as_strided` | `t.as_strided(size, stride, offset)` | `d.as_strided(&sizes, &strides, offset)` |
//! | `a.reshape(shape)` | `t.view(shape)` | `t.view_shape::<S>()` (`None` if not expressible); `d.view_shape(&shape)` |
//! | `a.reshape(shape)` (copies if needed) | `t.reshape(shape)` | `t.reshape::<S>()`; `d.reshape(&shape)` |
//! | `a.ravel()`, `a.flatten()` | `t.flatten()`, `t.ravel()` | `t.flatten()`; `d.flatten(0, -1)`, `d.ravel()` |
//! | | `t.unflatten(1, (2, 3))` | `d.unflatten(1, &[2, 3])` |
//! | `np.broadcast_arrays(a, b)` | `torch.broadcast_tensors(a, b)` | `(&a, &b).broadcast_tensors()`; [`ops::broadcast_tensors`](crate::ops::broadcast_tensors) |
//!
//! ## Indexing with tensors, scatter, counting, sorting
//!
//! NumPy's integer-array and boolean-mask indexing is spelled with PyTorch's methods. They are
//! methods of every tensor and return `DynTensor`s (their sizes depend on the indices); indices
//! are any integer type, positions returned are `usize`. Every index is checked before anything
//! is written; only `take` and `take_along_dim` wrap negative indices, as in PyTorch.
//!
//! | NumPy | PyTorch | shaped |
//! |---|---|---|
//! | `a[idx]`, `np.take(a, idx, axis=0)` (idx a vector) | `t.index_select(0, idx)`, `t[idx]` | `a.index_select(0, &idx)` |
//! | `np.take_along_axis(a, idx, axis=1)` | `t.gather(1, idx)`, `torch.take_along_dim(t, idx, 1)` | `a.gather(1, &idx)`, `a.take_along_dim(&idx, 1)` (broadcasts, wraps negatives) |
//! | `a.flat[idx]`, `np.take(a, idx)` | `torch.take(t, idx)` | `a.take(&idx)` |
//! | `a[mask]` | `t[mask]`, `t.masked_select(mask)` | `a.masked_select(&mask)` (a vector) |
//! | `np.where(mask, v, a)`, `a[mask] = v` on a copy | `t.masked_fill(mask, v)` | `a.masked_fill(&mask, v)` |
//! | `np.argwhere(a)` | `t.nonzero()` | `a.nonzero()` (`[count, rank]`) |
//! | `np.put_along_axis` on a copy | `t.scatter(1, idx, src)` | `a.scatter(1, &idx, &src)` |
//! | `np.add.at(a, idx, b)` (along axis 0) | `t.index_add(0, idx, b)` | `a.index_add(0, &idx, &b)` |
//! | `np.add.at` element-wise along an axis | `t.scatter_add(1, idx, src)` | `a.scatter_add(1, &idx, &src)` |
//! | `np.bincount(x, weights, minlength)` | `torch.bincount(x, weights, minlength)` | `x.bincount(minlength)`, `x.bincount_weighted(&w, minlength)` |
//! | `np.sort(a, axis=1)`, `np.argsort(a, axis=1, kind="stable")` | `t.sort(1, stable=True)`, `t.argsort(1, stable=True)` | `let (values, at) = a.sort(1, false);`, `a.argsort(1, false)` (`true`: descending) |
//! | `np.argpartition` then sort | `t.topk(k, 1)` | `a.topk(k, 1, true)` (`false`: the smallest) |
//! | `a.astype(np.float64)` of a `bool` array | `t.to(torch.float64)` | `m.cast::<f64>()` (`true` is 1) |
//!
//! ## A k-means program, line by line
//!
//! Each NumPy idiom of a k-means step (`X` is `[n, 2]`, `C` is `[k, 2]`) and its spelling on
//! `DynTensor`; `examples/kmeans.rs` is the whole program, checked against plain loops.
//!
//! | NumPy | shaped |
//! |---|---|
//! | `X[:, None, :] - C[None, :, :]` | `x.unsqueeze(1) - c.unsqueeze(0)` (`[n, k, 2]`) |
//! | `(diff ** 2).sum(-1)` (over the last axis) | `(&diff * &diff).sum(-1, false)` |
//! | `d2.argmin(1)` | `d2.argmin(1, false)` (`usize` positions) |
//! | `X[labels == j].mean(0)` | `x.masked_select(&labels.eq(&DynTensor::scalar(j)).unsqueeze(1)).reshape(&[-1, 2]).mean(0, false)` (bind the mask first: views borrow it) |
//! | `np.add.at(sums, labels, X)` | `sums.index_add(0, &labels, &x)` |
//! | `np.bincount(labels, minlength=k)` | `labels.bincount(k)` |
//! | `counts[:, None]` | `counts.unsqueeze(1)` |
//! | `np.where(counts[:, None] > 0, means, C)` | `where_(&counts.gt(&DynTensor::scalar(0.0)), &means, &c)` |
//! | `logp[np.arange(n), y]` | `logp.take_along_dim(&y.unsqueeze(1), 1)` (`[n, 1]`) |
//!
//! ```
//! use shaped::prelude::*;
//! let x = DynTensor::from_vec(vec![0.0, 0.0, 0.0, 1.0, 9.0, 9.0, 9.0, 8.0], &[4, 2]).unwrap();
//! let c = DynTensor::from_vec(vec![0.0, 0.5, 9.0, 8.5], &[2, 2]).unwrap();
//! let diff = x.unsqueeze(1) - c.unsqueeze(0);
//! let d2 = (&diff * &diff).sum(-1, false);
//! let labels = d2.argmin(1, false);
//! assert_eq!(labels.to_vec(), vec![0, 0, 1, 1]);
//! let counts = labels.bincount(2).cast::<f64>();
//! let sums = DynTensor::<f64>::zeros(&[2, 2]).index_add(0, &labels, &x);
//! let means = &sums / &counts.unsqueeze(1);
//! assert_eq!(means.to_vec(), vec![0.0, 0.5, 9.0, 8.5]);
//! let in_second = labels.eq(&DynTensor::scalar(1));
//! let second = x.masked_select(&in_second.unsqueeze(1)).reshape(&[-1, 2]).mean(0, false);
//! assert_eq!(second.to_vec(), vec![9.0, 8.5]);
//! let inertia = d2.take_along_dim(&labels.unsqueeze(1), 1).sum_all();
//! assert_eq!(inertia, 1.0);
//! ```
//!
//! ## Elements
//!
//! | NumPy | PyTorch | shaped |
//! |---|---|---|
//! | `a[1, 2]` | `t[1, 2].item()` | `t[[1, 2]]`, `t.get([1, 2])` (an `Option`) |
//! | `a[1, 2] = 5` | `t[1, 2] = 5` | `t[[1, 2]] = 5` |
//! | `a.tolist()`, `a.ravel()` | `t.tolist()`, `t.flatten()` | `t.to_vec()` (row-major), `t.iter()` |
//! | `a.fill(v)` | `t.fill_(v)` | `t.fill_with(\|\| v)` |
//! | `a[...] = b` | `t.copy_(b)` | `t.assign(&b)`, `t.copy_from(&b)` |
//! | `a.astype(np.float64)` | `t.to(torch.float64)` | `t.cast::<f64>()` |
//! | `np.vectorize(f)(a)` | | `t.map(\|x\| f(*x))` |
//!
//! ## Arithmetic and comparisons
//!
//! | NumPy | PyTorch | shaped |
//! |---|---|---|
//! | `a + b`, `a - b`, `a * b`, `a / b` | the same | `&a + &b` … (broadcasting; scalars on either side) |
//! | `a % b`, `np.remainder` | `t % u`, `torch.remainder` | `&a % &b` |
//! | `a += b` | `t += u`, `t.add_(u)` | `a += &b` |
//! | `np.add(a, b, out=c)` | `torch.add(a, b, out=c)` | [`ops::add_into(&a, &b, &mut c)`](crate::ops::add_into) |
//! | `np.maximum(a, b)` | `torch.maximum(a, b)` | `a.maximum(&b)` |
//! | `np.clip(a, lo, hi)` | `torch.clamp(t, lo, hi)` | `a.clamp(lo, hi)`, `a.clamp_tensor(&lo, &hi)` |
//! | `np.where(c, a, b)` | `torch.where(c, a, b)` | [`where_(&c, &a, &b)`](crate::ops::where_) |
//! | `a == b` (element-wise) | `t == u`, `torch.eq` | `a.eq(&b)` (`ne lt le gt ge` alike) |
//! | `np.array_equal(a, b)` | `torch.equal(a, b)` | `a == b` |
//! | `np.allclose(a, b, rtol, atol)` | `torch.allclose` | `a.allclose(&b, rtol, atol, equal_nan)`; `approx::relative_eq!(a, b)` (feature `approx`) |
//! | `np.isclose(a, b)` | `torch.isclose` | `a.isclose(&b, 1e-5, 1e-8, false)` (a `bool` tensor, broadcast) |
//! | `np.sqrt(a)`, `np.exp(a)`, `np.log(a)` … | `torch.sqrt(t)`, `t.exp_()` … | `a.sqrt()`, `a.exp_inplace()`, `a.ln()` … ([element-wise math](super::elementwise#element-wise-math)) |
//! | `np.round(a)`, `np.sign(a)` | `torch.round(t)`, `torch.sign(t)` | `a.round()` (half to even), `a.sign()` |
//! | `np.power(a, 2)`, `np.power(a, b)` | `t.pow(2)`, `t.pow(u)` | `a.powi(2)`, `a.powf_tensor(&b)` |
//! | `np.arctan2(y, x)` | `torch.atan2(y, x)` | `y.atan2(&x)` |
//! | `np.isnan(a)` | `torch.isnan(t)` | `a.is_nan()` |
//!
//! ## Reductions and products
//!
//! | NumPy | PyTorch | shaped (static; dynamic) |
//! |---|---|---|
//! | `a.sum()` | `t.sum()` | `t.sum_all()` |
//! | `a.sum(axis=1)` | `t.sum(1)` | `t.sum::<1>()`; `d.sum(1, false)` |
//! | `a.sum(axis=1, keepdims=True)` | `t.sum(1, keepdim=True)` | `t.sum_keepdim::<1>()`; `d.sum(1, true)` |
//! | `a.sum(axis=(0, 2))` | `t.sum((0, 2))` | `d.sum_dims(&[0, 2], false)` |
//! | `a.prod`, `a.mean` | `t.prod`, `t.mean` | `prod`, `mean` (same forms) |
//! | `a.max(axis=1)` | `t.amax(1)`, `t.max(1).values` | `t.amax::<1>()`; `d.amax(1, false)` |
//! | `a.argmax(axis=1)` | `t.argmax(1)` | `t.argmax::<1>()`; `d.argmax(1, false)` |
//! | | `values, indices = t.max(1)` | `let (values, indices) = t.max::<1>();`; `d.max(1, false)` |
//! | `a.max()` | `t.max()` | `t.max_all()` (or `amax_all()`) |
//! | `np.cumsum(a, axis=1)` | `t.cumsum(1)` | `t.cumsum::<1>()`; `d.cumsum(1)` (`cumprod` alike) |
//! | `scipy.special.softmax(a, axis=1)` | `t.softmax(1)`, `t.log_softmax(1)` | `t.softmax::<1>()`, `t.log_softmax::<1>()`; `d.softmax(1)` |
//! | `scipy.special.logsumexp(a, axis=1)` | `t.logsumexp(1)` | `t.logsumexp::<1>()`; `d.logsumexp(1, false)` |
//! | `np.linalg.norm(a, ord, axis=1)` | `torch.linalg.vector_norm(t, ord, 1)` | `t.norm::<1>(ord)`; `d.norm(ord, 1, false)`; all elements `t.norm_all(ord)` |
//! | `a.all(axis=1)`, `a.any()` | `t.all(1)`, `t.any()` | `m.all::<1>()`, `m.any_all()` (`bool` tensors) |
//! | `np.count_nonzero(a, axis=1)` | `torch.count_nonzero(t, 1)` | `m.count_nonzero::<1>()`; `d.count_nonzero(1)` |
//! | `a.var(axis=1, ddof=1)` | `t.var(1, correction=1)` | `t.var::<1>(1)`; `d.var(1, 1, false)` |
//! | `a.std(ddof=0)` | `t.std(correction=0)` | `t.std_all(0)` |
//! | `a @ b`, `np.matmul(a, b)` | `t @ u`, `torch.matmul` | `a.matmul(&b)` |
//! | `np.dot(v, w)` (1-d) | `torch.dot(v, w)` | `v.matmul(&w)` (a 0-d result) |
//! | `np.linalg.det`, `inv`, `solve`, `cholesky` | `torch.linalg.*` | `det`, `inv`, `solve`, `cholesky` ([linear algebra](super::linear_algebra)) |
//!
//! ## Printing and errors
//!
//! | NumPy | PyTorch | shaped |
//! |---|---|---|
//! | `print(a)` | `print(t)` | `println!("{t}")` (NumPy's format; [printing](super::printing)) |
//! | `np.set_printoptions(precision=2)` | | `println!("{t:.2}")` |
//! | `repr(a)` | `repr(t)` | `println!("{t:?}")` |
//! | `RuntimeError: The size of tensor a ...` | the same | [`ShapeError`](crate::ShapeError), same text; a compile error for static shapes |
//!
//! ```
//! use shaped::prelude::*;
//! // (x - x.mean(axis=1, keepdims=True)).max(axis=0), as in NumPy.
//! let x = Tensor::<f64, shape![2, 3]>::from([[1.0, 2.0, 6.0], [4.0, 4.0, 4.0]]);
//! let centred = &x - &x.mean_keepdim::<1>();
//! assert_eq!(centred.amax::<0>().to_vec(), vec![0.0, 0.0, 3.0]);
//! ```
