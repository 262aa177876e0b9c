//! Size lists printed the way PyTorch prints them in its messages.

use core::fmt;

/// Displays a list of sizes (or dims) as PyTorch writes them in error messages: `[2, 5]`, with
/// a comma and a space between items and `[]` for an empty list. Borrowing, so it works
/// without an allocator (for example in a `panic!`).
///
/// ```
/// use shaped::layout::DisplaySizes;
/// assert_eq!(DisplaySizes(&[2usize, 5]).to_string(), "[2, 5]");
/// assert_eq!(DisplaySizes(&[3isize, -1]).to_string(), "[3, -1]");
/// assert_eq!(DisplaySizes::<usize>(&[]).to_string(), "[]");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DisplaySizes<'a, T>(pub &'a [T]);

impl<T: fmt::Display> fmt::Display for DisplaySizes<'_, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("[")?;
        for (i, size) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            fmt::Display::fmt(size, f)?;
        }
        f.write_str("]")
    }
}
