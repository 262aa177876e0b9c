//! Run-time layouts: sizes, strides and offsets, and the rules that relate them.
