//! Reading the checked-in fixtures of `tests/fixtures/` (written by the scripts in `tools/`):
//! the text forms they share.

/// A comma-separated list (`3,4,5`; an empty field is an empty list).
pub fn list<T: std::str::FromStr>(s: &str) -> Vec<T>
where
    T::Err: std::fmt::Debug,
{
    if s.is_empty() {
        Vec::new()
    } else {
        s.split(',').map(|x| x.parse().unwrap()).collect()
    }
}
