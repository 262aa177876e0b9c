//! # Threads
//!
//! With the `rayon` feature, the kernels that can split their work without changing a single
//! bit of the result run on rayon's global thread pool for large tensors:
//!
//! | operations | split when | how |
//! |---|---|---|
//! | `add_into` … `rem_into`, `zip_map_into` and their `try_` forms | the output has at least 2^22 elements | the outermost dimension of the output, in parts whose elements lie in disjoint sub-slices |
//! | `par_add_assign` … `par_rem_assign`, `par_zip_apply` and their `try_` forms | the destination has at least 2^22 elements | the same |
//! | reductions along axes (`sum::<AXIS>()`, `sum(dim, keepdim)`, `sum_dims` …, `var`, `std`) | the input has at least 2^20 elements, and the output's blocks are whole blocks of the input | contiguous blocks of the output along its outermost kept dimension |
//!
//! The thresholds are where two threads started to win on a 2-core machine: the element-wise
//! kernels are memory-bound (one thread already moves most of what memory can), folds are
//! compute-bound and pay earlier.
//!
//! **Results are bit-identical to one thread**, whatever the number of threads: every output
//! element is computed by the same expression from the same inputs, and a reduction folds each
//! output element from the same input elements in the same order (a block keeps every reduced
//! dimension whole). A reduction over all elements (`sum_all()` …) has no kept dimension to
//! split and stays on one thread, which keeps its floating-point result independent of the
//! machine too. Reductions whose blocks would not be whole blocks of memory (a sum down the
//! columns of a row-major matrix, say) stay on one thread.
//!
//! The operators (`a + b`, `x += y`) and `zip_apply` never use threads: threading them would
//! put `Send`/`Sync` bounds on every operator. Their threaded twins are methods with those
//! bounds (`T: Send + Sync`, an `Fn + Sync` closure), so enabling the feature changes no
//! existing signature; without the feature the `par_` methods run on the calling thread with
//! the same results.
//!
//! ```
//! use shaped::prelude::*;
//!
//! let mut x = HeapTensor::<f32, shape![512, 256]>::ones();
//! let y = HeapTensor::<f32, shape![256]>::full(2.0);
//! x.par_add_assign(&y); // threads with `rayon` and 2^22 elements or more; same bits as `+=`
//! x.par_zip_apply(&y, |d, s| *d *= s);
//! assert_eq!(x[[511, 255]], 6.0);
//! assert_eq!(x.sum::<1>()[[0]], 6.0 * 256.0);
//! ```
//!
//! Tensors are `Send` and `Sync` when their elements are, so a program can also split its own
//! work: views of disjoint parts (`narrow`) can be processed on different threads.
