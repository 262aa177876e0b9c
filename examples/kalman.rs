//! A Kalman filter tracking a target moving in the plane, with static shapes only (the filter is
//! in `kalman_filter.rs`): no allocator, no run-time shape checks, no panic path in a step.
//!
//! Run: `cargo run --example kalman`

use shaped::prelude::*;
use shaped_examples::kalman_filter::cv2;

fn main() {
    let model = cv2::model(0.1, 1e-3, 0.25);
    let mut state = cv2::State {
        x: Tensor::zeros(),
        p: cv2::M44::eye(),
    };
    // A target at constant velocity (1.0, -0.5), measured with a deterministic wobble.
    for k in 1..=50 {
        let t = k as f32 * 0.1;
        let wobble = 0.3 * (k as f32 * 1.7).sin();
        let z = Tensor::<f32, shape![2]>::from([t + wobble, -0.5 * t - wobble]);
        state = cv2::step(&model, &state, &z).expect("the innovation covariance is invertible");
        if k % 10 == 0 {
            println!(
                "t = {t:.1}  position {:.3}  velocity {:.3}",
                state.x.narrow::<0, 2>(0).unwrap(),
                state.x.narrow::<0, 2>(2).unwrap()
            );
        }
    }
}
