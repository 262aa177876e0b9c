//! The optional integrations (run with `--all-features`): serde round trips and refusals,
//! ndarray views both ways without copies, approx comparisons, generic-array conversions.

#![cfg(all(
    feature = "serde",
    feature = "ndarray",
    feature = "approx",
    feature = "generic-array"
))]

use shaped::interop::ndarray::NdarrayLayoutError;
use shaped::prelude::*;
use shaped::tensor::Heap;

mod serde_support {
    use super::*;

    #[test]
    fn round_trips_every_storage() {
        let t: Tensor<i32, shape![2, 3]> = Tensor::from([[1, 2, 3], [4, 5, 6]]);
        let json = serde_json::to_string(&t).unwrap();
        assert_eq!(json, r#"{"shape":[2,3],"data":[1,2,3,4,5,6]}"#);
        assert_eq!(
            serde_json::from_str::<Tensor<i32, shape![2, 3]>>(&json).unwrap(),
            t
        );
        assert_eq!(
            serde_json::from_str::<HeapTensor<i32, shape![2, 3]>>(&json).unwrap(),
            t
        );
        assert_eq!(
            serde_json::from_str::<HeapTensor<i32, shape![Dyn, 3]>>(&json).unwrap(),
            t
        );
        assert_eq!(serde_json::from_str::<DynTensor<i32>>(&json).unwrap(), t);
        // A strided view serialises its own elements in row-major order.
        let d = t.to_dyn();
        let json_t = serde_json::to_string(&d.t()).unwrap();
        assert_eq!(json_t, r#"{"shape":[3,2],"data":[1,4,2,5,3,6]}"#);
        // 0-d and empty tensors.
        let s = Tensor::scalar(2.5f64);
        let js = serde_json::to_string(&s).unwrap();
        assert_eq!(js, r#"{"shape":[],"data":[2.5]}"#);
        assert_eq!(
            serde_json::from_str::<Tensor<f64, shape![]>>(&js).unwrap(),
            s
        );
        let e = DynTensor::<u8>::zeros(&[2, 0]);
        let je = serde_json::to_string(&e).unwrap();
        assert_eq!(
            serde_json::from_str::<DynTensor<u8>>(&je).unwrap().shape(),
            &[2, 0]
        );
        // Fields in any order; unknown fields ignored.
        let swapped = r#"{"data":[1,2],"note":"x","shape":[2]}"#;
        assert_eq!(
            serde_json::from_str::<Tensor<i32, shape![2]>>(swapped)
                .unwrap()
                .to_vec(),
            vec![1, 2]
        );
        assert_eq!(
            serde_json::from_str::<DynTensor<i32>>(swapped)
                .unwrap()
                .to_vec(),
            vec![1, 2]
        );
    }

    fn inline_err(json: &str) -> String {
        serde_json::from_str::<Tensor<i32, shape![2, 2]>>(json)
            .unwrap_err()
            .to_string()
    }

    fn heap_err(json: &str) -> String {
        serde_json::from_str::<HeapTensor<i32, shape![2, 2]>>(json)
            .unwrap_err()
            .to_string()
    }

    fn dyn_err(json: &str) -> String {
        serde_json::from_str::<DynTensor<i32>>(json)
            .unwrap_err()
            .to_string()
    }

    #[test]
    fn bad_input_is_an_error_never_a_wrong_tensor() {
        // Wrong shape for the type.
        let j = r#"{"shape":[4],"data":[1,2,3,4]}"#;
        assert!(inline_err(j).starts_with("expected a tensor with 2 dimensions, but got 1"));
        assert!(heap_err(j).starts_with("expected a tensor with 2 dimensions, but got 1"));
        let j = r#"{"shape":[1,4],"data":[1,2,3,4]}"#;
        assert!(inline_err(j).starts_with("expected shape [2, 2], but got [1, 4]"));
        assert!(heap_err(j).starts_with("expected shape [2, 2], but got [1, 4]"));
        // Data length other than the shape's element count, too short and too long.
        for data in ["[1,2,3]", "[1,2,3,4,5]"] {
            let j = format!(r#"{{"shape":[2,2],"data":{data}}}"#);
            let n = data.split(',').count();
            let want = format!("shape '[2, 2]' is invalid for input of size {n}");
            assert!(inline_err(&j).starts_with(&want), "{}", inline_err(&j));
            assert!(heap_err(&j).starts_with(&want), "{}", heap_err(&j));
            assert!(dyn_err(&j).starts_with(&want), "{}", dyn_err(&j));
        }
        // Missing and repeated fields, wrong element types.
        assert!(inline_err(r#"{"shape":[2,2]}"#).starts_with("missing field `data`"));
        assert!(dyn_err(r#"{"data":[1]}"#).starts_with("missing field `shape`"));
        assert!(
            dyn_err(r#"{"shape":[1],"shape":[1],"data":[1]}"#)
                .starts_with("duplicate field `shape`")
        );
        assert!(inline_err(r#"{"shape":[2,2],"data":[1,2,3,"x"]}"#).contains("invalid type"));
        // Element counts that overflow, and too many dimensions.
        let huge = format!(r#"{{"shape":[{},{}],"data":[]}}"#, usize::MAX, 2);
        assert!(dyn_err(&huge).starts_with("Storage size calculation overflowed"));
        let deep = format!(r#"{{"shape":[{}],"data":[1]}}"#, vec!["1"; 33].join(","));
        assert!(dyn_err(&deep).contains("33"), "{}", dyn_err(&deep));
    }
}

mod ndarray_support {
    use super::*;
    use ndarray::{Array, ArrayView, IxDyn, array, s};

    #[test]
    fn tensor_views_become_ndarray_views_without_copies() {
        let d = DynTensor::from_shape_fn(&[2, 3, 4], |i| i as i32);
        for order in [[0isize, 1, 2], [2, 0, 1], [1, 2, 0]] {
            let v = d.permute(&order);
            let a = v.as_ndarray().unwrap();
            assert_eq!(a.shape(), v.shape());
            let strides: Vec<isize> = a.strides().to_vec();
            assert_eq!(strides, v.stride());
            assert_eq!(a.iter().copied().collect::<Vec<_>>(), v.to_vec());
            // Same memory.
            assert!(std::ptr::eq(&a[[0, 0, 0]], v.get([0, 0, 0]).unwrap()));
        }
        let n = d.narrow(2, 1, 2);
        let a = n.as_ndarray().unwrap();
        assert_eq!(a.iter().copied().collect::<Vec<_>>(), n.to_vec());
        // Broadcast (stride 0) views are read-only views in ndarray too.
        let row = DynTensor::from(vec![1, 2, 3]);
        let wide = row.expand(&[2, 3]);
        assert_eq!(
            wide.as_ndarray().unwrap(),
            array![[1, 2, 3], [1, 2, 3]].into_dyn()
        );
        // Empty tensors.
        let e = DynTensor::<u8>::zeros(&[0, 3]);
        assert_eq!(e.as_ndarray().unwrap().shape(), &[0, 3]);
        // Static inline tensors.
        let t: Tensor<i32, shape![2, 2]> = Tensor::from([[1, 2], [3, 4]]);
        assert_eq!(t.as_ndarray().unwrap(), array![[1, 2], [3, 4]].into_dyn());
    }

    #[test]
    fn writes_through_ndarray_reach_the_tensor() {
        let mut d = DynTensor::<i32>::zeros(&[2, 3]);
        {
            let whole = d.view_mut();
            let mut t = whole.transpose(0, 1);
            let mut a = t.as_ndarray_mut().unwrap();
            a.index_axis_mut(ndarray::Axis(0), 1).fill(7); // column 1 of d
        }
        assert_eq!(d.to_vec(), vec![0, 7, 0, 0, 7, 0]);
    }

    #[test]
    fn ndarray_views_become_tensor_views_without_copies() {
        let a = Array::from_shape_fn((2, 3, 4), |(i, j, k)| (i * 100 + j * 10 + k) as i32);
        let v: DynView<'_, i32> = a.view().try_into().unwrap();
        assert_eq!(v.shape(), &[2, 3, 4]);
        assert!(std::ptr::eq(v.get([1, 2, 3]).unwrap(), &a[[1, 2, 3]]));
        let p = a.view().permuted_axes([1, 2, 0]);
        let t: TensorView<'_, i32, shape![3, 4, 2], Heap> = p.try_into().unwrap();
        assert_eq!(t[[2, 3, 1]], 123);
        assert_eq!(t.to_vec(), p.iter().copied().collect::<Vec<_>>());
        // The shape type is checked.
        let err = TensorView::<'_, i32, shape![2, 3], Heap>::try_from(a.view()).unwrap_err();
        assert_eq!(
            err.to_string(),
            "expected a tensor with 2 dimensions, but got 3"
        );
        // Views that do not fill one block, or run backwards, are refused.
        let stepped = a.slice(s![.., .., ..;2]);
        assert_eq!(
            DynView::<i32>::try_from(stepped).unwrap_err(),
            NdarrayLayoutError::NotOneBlock
        );
        let reversed = a.slice(s![..;-1, .., ..]);
        assert_eq!(
            DynView::<i32>::try_from(reversed).unwrap_err(),
            NdarrayLayoutError::NotOneBlock
        );
        // Mutable views.
        let mut m = array![[1, 2], [3, 4]];
        {
            let mut t: DynViewMut<'_, i32> = m.view_mut().try_into().unwrap();
            t += 10;
        }
        assert_eq!(m, array![[11, 12], [13, 14]]);
    }

    #[test]
    fn owned_conversions() {
        let d = DynTensor::from_vec(vec![1, 2, 3, 4, 5, 6], &[2, 3]).unwrap();
        let ptr = d.as_slice().unwrap().as_ptr();
        let a: Array<i32, IxDyn> = d.into();
        assert_eq!(a, array![[1, 2, 3], [4, 5, 6]].into_dyn());
        assert_eq!(a.as_ptr(), ptr); // moved, not copied
        let back = DynTensor::try_from(a).unwrap();
        assert_eq!(back.as_slice().unwrap().as_ptr(), ptr);
        // A sliced owned array keeps only its own elements.
        let sliced = array![[1, 2, 3], [4, 5, 6], [7, 8, 9]].slice_move(s![1.., ..]);
        assert_eq!(
            DynTensor::try_from(sliced).unwrap().to_vec(),
            vec![4, 5, 6, 7, 8, 9]
        );
        let f = array![[1, 2], [3, 4]].reversed_axes();
        assert_eq!(DynTensor::try_from(f).unwrap().to_vec(), vec![1, 3, 2, 4]);
        let h = HeapTensor::<i32, shape![2]>::from_fn(|i| i as i32);
        let ah: Array<i32, IxDyn> = h.into();
        assert_eq!(ah, array![0, 1].into_dyn());
        let t: Tensor<i32, shape![2, 2]> = Tensor::from([[1, 2], [3, 4]]);
        assert_eq!(
            t.view().to_ndarray(),
            ArrayView::from(&[1, 2, 3, 4])
                .into_shape_with_order((2, 2))
                .unwrap()
                .into_dyn()
        );
    }
}

mod approx_support {
    use super::*;
    use approx::{
        abs_diff_eq, assert_abs_diff_eq, assert_relative_eq, assert_ulps_eq, relative_ne,
    };

    #[test]
    fn tolerances_across_storages() {
        let a: Tensor<f64, shape![2, 2]> = Tensor::from([[1.0, 2.0], [3.0, 4.0]]);
        let next = f64::from_bits(3.0f64.to_bits() + 1); // one ulp above 3
        let b = DynTensor::from_vec(vec![1.0, next, 2.0, 4.0], &[2, 2]).unwrap();
        let bt = b.t(); // a strided view with the same elements
        assert_relative_eq!(a, bt);
        assert_ulps_eq!(a, bt);
        assert_ne!(a, bt);
        assert_abs_diff_eq!(a, bt, epsilon = 1e-9);
        assert!(relative_ne!(a, b)); // same shape, different elements
        assert!(!abs_diff_eq!(
            a,
            DynTensor::<f64>::zeros(&[4]),
            epsilon = 100.0
        ));
        let far = DynTensor::from_vec(vec![1.0, 2.0, 3.0, 4.5], &[2, 2]).unwrap();
        assert!(abs_diff_eq!(a, far, epsilon = 0.6));
        assert!(!abs_diff_eq!(a, far, epsilon = 0.4));
    }
}

mod generic_array_support {
    use super::*;
    use generic_array::GenericArray;
    use generic_array::typenum::{U1, U4};

    #[test]
    fn one_d_static_tensors_convert_both_ways() {
        let g = GenericArray::<u16, U4>::from([1, 2, 3, 4]);
        let t: Tensor<u16, shape![4]> = g.into();
        assert_eq!(t.to_vec(), vec![1, 2, 3, 4]);
        let t2 = t + t;
        let g2: GenericArray<u16, U4> = t2.into();
        assert_eq!(g2.as_slice(), &[2, 4, 6, 8]);
        let one: Tensor<u16, shape![1]> = GenericArray::<u16, U1>::from([9]).into();
        assert_eq!(one[[0]], 9);
    }
}
