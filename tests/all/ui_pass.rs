//! The must-compile twins of the compile-fail cases (`ui-tests/pass/`), compiled together as
//! modules of this test crate; each twin's `main` runs as a test. `ui.rs` checks that every
//! compile-fail case has its twin, and the test at the end that every twin is listed here.

/// A module per twin, holding the file as written, and a test that runs its `main`.
macro_rules! twins {
    ($($name:ident)*) => {
        $(
            // The twins are written as a user would write the call that fails to compile, not
            // to clippy's taste (a long result type, an operator on references, ...).
            #[allow(clippy::all)]
            mod $name {
                include!(concat!(
                    env!("CARGO_MANIFEST_DIR"),
                    "/ui-tests/pass/",
                    stringify!($name),
                    ".rs"
                ));

                #[test]
                fn compiles_and_runs() {
                    main();
                }
            }
        )*

        /// The twins compiled above.
        const LISTED: &[&str] = &[$(stringify!($name)),*];
    };
}

twins! {
    axis_all_of_floats
    axis_cumsum_out_of_range
    axis_max_along_size_zero
    axis_norm_keepdim_out_of_range
    axis_softmax_of_integers
    axis_softmax_out_of_range
    brand_slot_made_by_the_constant
    broadcast_21_with_843
    broadcast_3_with_4
    broadcast_43_with_4
    broadcast_5241_with_311
    broadcast_dyn_with_static_clash
    broadcast_zero_with_22
    cat_sizes_differ
    cat_sum_beyond_table
    flatten_count_beyond_table
    generic_broadcasts_illegal_call
    generic_keepdim_without_bound
    generic_matmul_illegal_call
    generic_missing_broadcast_bound
    generic_softmax_empty_axis
    generic_zip_missing_broadcast_bound
    heap_eye_not_square
    index_wrong_rank
    inline_op_non_copy
    inplace_131_from_317
    inplace_5241_from_5341
    inplace_assign_wider_source
    inplace_source_has_more_dims
    linalg_cholesky_batch_not_square
    linalg_det_not_square
    linalg_det_of_a_vector
    linalg_eye_not_square
    linalg_inv_not_square
    linalg_solve_a_is_a_vector
    linalg_solve_a_not_square
    linalg_solve_batch_not_broadcastable
    linalg_solve_matrix_rows_differ
    linalg_solve_not_a_batch_of_vectors
    linalg_solve_vector_rows_differ
    linalg_try_inv_static_not_square
    linspace_of_integers
    math_atan2_43_with_4
    math_exp_of_integers
    math_hypot_inplace_wider_source
    matmul_batch_not_broadcastable
    matmul_inner_23_with_45
    matvec_inner_differs
    nary_broadcast_tensors_triple
    nary_clamp_tensor_bounds
    nary_where_41_3_42
    nary_zip_map3_first_pair
    reduce_amax_along_size_zero
    reduce_argmax_along_size_zero
    reduce_axis_out_of_range
    reduce_mean_of_integers
    scoped_as_any
    scoped_in_static
    scoped_sent_to_a_thread
    scoped_stored_outside
    scoped_tensor_escapes
    scoped_token_escapes
    scoped_two_scopes
    shape_element_count_overflows
    stack_shapes_differ
    strict_same_element_count
    sym_cat_other_brand
    sym_in_place_grows
    sym_in_place_other_brand
    sym_inv_not_square
    sym_matmul_other_brand
    sym_sizes_out_of_order
    sym_signature_same_brand
    sym_solve_other_brand
    sym_two_bind_sites
    sym_with_dyn
    sym_with_other_brand
    sym_with_static
    view_expand_is_read_only
    view_expand_not_broadcastable
    view_mut_chain_expand_is_read_only
    view_narrow_axis_out_of_range
    view_narrow_length_beyond_table
    view_narrow_too_long
    view_permute_axis_out_of_range
    view_permute_repeated_axis
    view_reshape_element_count
    view_reshape_size_beyond_digits
    view_reshape_size_beyond_table
    view_select_axis_out_of_range
    view_squeeze_not_one
    view_t_needs_matrix
    view_transpose_axis_out_of_range
    view_unsqueeze_out_of_range
    view_view_shape_element_count
}

#[test]
fn every_twin_is_compiled() {
    let mut listed = LISTED.to_vec();
    listed.sort_unstable();
    assert_eq!(listed, crate::ui::stems("pass", ".rs"));
}
