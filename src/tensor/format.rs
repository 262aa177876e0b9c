//! One element's text for [`Display`](core::fmt::Display) of tensors, built without an allocator:
//! the element is written into a small stack buffer, trimmed as NumPy trims floats, and measured
//! (characters before and from the decimal point) so the columns can be aligned on the point.

use core::fmt::{self, Display, Write};

/// Fractional digits printed when the format string gives no precision (NumPy's default).
pub(crate) const DEFAULT_PRECISION: usize = 8;

/// Bytes an element's text may take on the stack; a longer text is streamed as written by the
/// element's own `Display` (not trimmed).
const CAPACITY: usize = 96;

/// A fixed-capacity text buffer that remembers whether anything did not fit.
struct Buf {
    bytes: [u8; CAPACITY],
    len: usize,
    overflow: bool,
}

impl Buf {
    const fn new() -> Self {
        Buf {
            bytes: [0; CAPACITY],
            len: 0,
            overflow: false,
        }
    }

    fn as_str(&self) -> &str {
        // Only whole `&str`s are appended (see `write_str`), so the bytes are UTF-8.
        core::str::from_utf8(&self.bytes[..self.len]).unwrap_or("")
    }
}

impl Write for Buf {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        let end = self.len + s.len();
        if self.overflow || end > CAPACITY {
            self.overflow = true;
            return Ok(());
        }
        self.bytes[self.len..end].copy_from_slice(s.as_bytes());
        self.len = end;
        Ok(())
    }
}

/// Counts the characters written and where the first `.` falls.
#[derive(Default)]
struct Counter {
    chars: usize,
    dot: Option<usize>,
}

impl Write for Counter {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        for c in s.chars() {
            if c == '.' && self.dot.is_none() {
                self.dot = Some(self.chars);
            }
            self.chars += 1;
        }
        Ok(())
    }
}

/// The width of an element's text split at its decimal point: `left` characters before the
/// first `.` and `right` from it on (`right == 0` for text without a point, such as integers).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Width {
    pub(crate) left: usize,
    pub(crate) right: usize,
    /// Whether the text has a decimal point.
    pub(crate) dotted: bool,
}

/// The column every element of one tensor is printed in: the widest integer part, the widest
/// fraction, and the widest text without a point (NaN, inf, integers), which is right-aligned.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Column {
    left: usize,
    right: usize,
    plain: usize,
}

impl Column {
    /// Widens the column to hold `w`.
    pub(crate) fn fit(&mut self, w: Width) {
        if w.dotted {
            self.left = self.left.max(w.left);
            self.right = self.right.max(w.right);
        } else {
            self.plain = self.plain.max(w.left);
        }
    }

    /// Widens the column to at least `width` characters (the format string's width), on the
    /// left.
    pub(crate) fn at_least(&mut self, width: usize) {
        self.plain = self.plain.max(width);
    }

    /// The total width.
    pub(crate) fn width(&self) -> usize {
        (self.left + self.right).max(self.plain)
    }

    /// The characters before the point of a dotted text (the integer parts, widened on the left
    /// when a text without a point is wider than the dotted ones).
    fn left(&self) -> usize {
        self.width() - self.right
    }
}

/// How elements are written: with the format string's precision (NumPy's `floatmode='fixed'`),
/// or at most [`DEFAULT_PRECISION`] fractional digits with trailing zeros trimmed and the point
/// kept (NumPy's default `floatmode='maxprec'`: `1.`, `0.5`, `0.33333333`).
///
/// `Sci` is NumPy's scientific notation, which a tensor of floats switches to as a whole (see
/// [`scientific`]): every finite element with `precision` fractional digits of its mantissa and
/// an exponent of at least `exp_digits` digits with its sign (`1.5e+00`, `1.0e-10`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Mode {
    Fixed(usize),
    Trimmed,
    Sci { precision: usize, exp_digits: usize },
}

impl Mode {
    /// The mode a formatter asks for.
    pub(crate) fn of(f: &fmt::Formatter<'_>) -> Self {
        match f.precision() {
            Some(p) => Mode::Fixed(p),
            None => Mode::Trimmed,
        }
    }
}

/// A float element's value, read back from its `Display` text (the shortest text that reads
/// back as the same value, so nothing is lost): `None` for elements that are not `f32`/`f64`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Float {
    F32(f32),
    F64(f64),
}

/// Bytes a float's positional `Display` text can take (`f64::MIN_POSITIVE`'s subnormals need 326).
const FLOAT_TEXT: usize = 340;

impl Float {
    /// The value of `elem` when it is an `f32` or an `f64` (decided by type name, as
    /// [`capitalise_bool`] decides booleans).
    pub(crate) fn of<T: Display>(elem: &T) -> Option<Float> {
        let name = core::any::type_name::<T>();
        if name != "f32" && name != "f64" {
            return None;
        }
        let mut text = [0u8; FLOAT_TEXT];
        let mut w = Slice {
            bytes: &mut text,
            len: 0,
        };
        write!(w, "{elem}").ok()?;
        let s = core::str::from_utf8(&w.bytes[..w.len]).ok()?;
        if name == "f32" {
            s.parse().ok().map(Float::F32)
        } else {
            s.parse().ok().map(Float::F64)
        }
    }

    /// Whether NumPy writes this value, as a scalar, in scientific notation: a non-zero
    /// magnitude below 1e-4, or from 1e16 on (`f64`) or 1e6 on (`f32`, whose scalars NumPy
    /// cuts at `10^precision` with a precision of 6: `str(np.float32(1e6))` is `1e+06`).
    fn scalar_sci(self) -> bool {
        let (a, large) = match self {
            Float::F32(x) => (f64::from(x.abs()), 1e6),
            Float::F64(x) => (x.abs(), 1e16),
        };
        a.is_finite() && a != 0.0 && !(1e-4..large).contains(&a)
    }

    fn is_finite(self) -> bool {
        match self {
            Float::F32(x) => x.is_finite(),
            Float::F64(x) => x.is_finite(),
        }
    }

    /// Writes the value as `{:.p$e}` (with `p` digits) or `{:e}` (the shortest, `p` = `None`).
    fn write_exp(self, w: &mut impl Write, p: Option<usize>) -> fmt::Result {
        match (self, p) {
            (Float::F32(x), Some(p)) => write!(w, "{x:.p$e}"),
            (Float::F32(x), None) => write!(w, "{x:e}"),
            (Float::F64(x), Some(p)) => write!(w, "{x:.p$e}"),
            (Float::F64(x), None) => write!(w, "{x:e}"),
        }
    }
}

/// A `Write` into a borrowed byte array that fails when full.
struct Slice<'a> {
    bytes: &'a mut [u8],
    len: usize,
}

impl Write for Slice<'_> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        let end = self.len + s.len();
        let dst = self.bytes.get_mut(self.len..end).ok_or(fmt::Error)?;
        dst.copy_from_slice(s.as_bytes());
        self.len = end;
        Ok(())
    }
}

/// The mantissa's fractional digits and the exponent's digits of `x` in scientific notation
/// with at most 8 fractional digits (NumPy's `dragon4_scientific` with `precision=8,
/// unique=True, trim='.'`: the shortest digits when 8 suffice, else rounded to 8 and trailing
/// zeros dropped), or with exactly `p` digits.
fn exp_digits(x: Float, p: Option<usize>) -> (usize, usize) {
    let digits = |b: &Buf| {
        let s = b.as_str();
        let (mantissa, exp) = s.split_once('e').unwrap_or((s, "0"));
        let frac = mantissa.split_once('.').map_or(0, |(_, f)| f.len());
        let zeros = mantissa.len() - mantissa.trim_end_matches('0').len();
        (frac, zeros, exp.trim_start_matches('-').len())
    };
    let mut buf = Buf::new();
    let _ = x.write_exp(&mut buf, p);
    let (frac, _, exp) = digits(&buf);
    if p.is_some() || frac <= DEFAULT_PRECISION {
        return (frac, exp);
    }
    let mut rounded = Buf::new();
    let _ = x.write_exp(&mut rounded, Some(DEFAULT_PRECISION));
    let (frac, zeros, exp) = digits(&rounded);
    (frac - zeros, exp)
}

/// NumPy's choice of scientific notation for a tensor of floats (`FloatingFormat.fillFormat`):
/// the `values` (the elements that are printed) switch to it when, among their finite non-zero
/// magnitudes, the largest is at least `10^min(8, precision of the type)` (1e6 for `f32`, 1e8
/// for `f64`), the smallest is below `1e-4`, or the largest is more than 1000 times the
/// smallest, compared in the element type. Then the mode gives every element the most
/// fractional digits any of them needs (at most 8; or the format string's precision) and the
/// widest exponent (at least 2 digits). `None`: positional notation, as `mode` says.
pub(crate) fn scientific(mode: Mode, values: impl Fn(&mut dyn FnMut(Float))) -> Option<Mode> {
    let fixed = match mode {
        Mode::Fixed(p) => Some(p),
        Mode::Trimmed => None,
        Mode::Sci { .. } => return Some(mode),
    };
    // The extreme magnitudes, each kept in its own type.
    let mut range: Option<(Float, Float)> = None;
    values(&mut |x| {
        let a = match x {
            Float::F32(v) if v.is_finite() && v != 0.0 => Float::F32(v.abs()),
            Float::F64(v) if v.is_finite() && v != 0.0 => Float::F64(v.abs()),
            _ => return,
        };
        let (lo, hi) = range.get_or_insert((a, a));
        match (a, *lo, *hi) {
            (Float::F32(v), Float::F32(l), Float::F32(h)) => {
                *lo = Float::F32(v.min(l));
                *hi = Float::F32(v.max(h));
            }
            (Float::F64(v), Float::F64(l), Float::F64(h)) => {
                *lo = Float::F64(v.min(l));
                *hi = Float::F64(v.max(h));
            }
            _ => {}
        }
    });
    let switch = match range? {
        (Float::F32(lo), Float::F32(hi)) => hi >= 1e6 || lo < 1e-4 || hi / lo > 1000.0,
        (Float::F64(lo), Float::F64(hi)) => hi >= 1e8 || lo < 1e-4 || hi / lo > 1000.0,
        _ => false,
    };
    if !switch {
        return None;
    }
    let (mut precision, mut exp) = (0, 2);
    values(&mut |x| {
        if x.is_finite() {
            let (p, e) = exp_digits(x, fixed);
            precision = precision.max(p);
            exp = exp.max(e);
        }
    });
    Some(Mode::Sci {
        precision,
        exp_digits: exp,
    })
}

/// Writes `x` in scientific notation as NumPy does: `p` fractional digits (a point even for
/// none: `1.e+10`), `e`, the exponent's sign and at least `exp_digits` digits.
fn write_sci(w: &mut impl Write, x: Float, p: usize, exp_digits: usize) -> fmt::Result {
    let mut buf = Buf::new();
    x.write_exp(&mut buf, Some(p))?;
    let s = buf.as_str();
    let (mantissa, exp) = s.split_once('e').unwrap_or((s, "0"));
    w.write_str(mantissa)?;
    if !mantissa.contains('.') {
        w.write_char('.')?;
    }
    let (sign, digits) = match exp.strip_prefix('-') {
        Some(d) => ('-', d),
        None => ('+', exp),
    };
    w.write_char('e')?;
    w.write_char(sign)?;
    for _ in digits.len()..exp_digits {
        w.write_char('0')?;
    }
    w.write_str(digits)
}

/// Writes `elem` with exactly `p` fractional digits (NumPy's `floatmode='fixed'`). A float keeps
/// its point with no fractional digit (`{:.0}` of 2.0 is `2.`) and NaN is spelled `nan`, as
/// NumPy writes them. A precision means nothing to a `bool` (whose own `Display` would cut
/// `true` to `p` characters): NumPy prints `True` whatever the precision.
fn fixed<T: Display>(buf: &mut Buf, elem: &T, p: usize) {
    if core::any::type_name::<T>() == "bool" {
        let _ = write!(buf, "{elem}");
        return;
    }
    let _ = write!(buf, "{elem:.p$}");
    if buf.overflow || !is_float::<T>() {
        return;
    }
    if buf.as_str() == "NaN" {
        buf.len = 0;
        let _ = buf.write_str("nan");
    } else if !buf.as_str().contains(['.', 'i']) {
        let _ = buf.write_str(".");
    }
}

/// Whether `T` is `f32` or `f64` (by type name, as [`capitalise_bool`] finds booleans).
fn is_float<T>() -> bool {
    matches!(core::any::type_name::<T>(), "f32" | "f64")
}

/// Whether `s` reads as a number written by a float's `Display` (digits, sign, point, `inf`,
/// `NaN`), so that the default precision may be applied to it without truncating other text.
fn number_like(s: &str) -> bool {
    !s.is_empty() && s.chars().all(|c| "0123456789+-.infNa".contains(c))
}

/// NumPy spells booleans `True` and `False`: a `bool`'s text gets its capital (checked by type
/// name, so a string element `"true"` keeps its own text).
fn capitalise_bool<T>(buf: &mut Buf) {
    if core::any::type_name::<T>() == "bool"
        && let Some(first) = buf.bytes.first_mut()
    {
        first.make_ascii_uppercase();
    }
}

/// The number of digits after the decimal point of a number's text (0 without a point).
fn fraction_digits(s: &str) -> usize {
    s.split_once('.').map_or(0, |(_, frac)| frac.len())
}

/// Whether a number's text has no non-zero digit (`0.`, `-0.`, `0.000`).
fn all_zero(s: &str) -> bool {
    !s.chars().any(|c| matches!(c, '1'..='9'))
}

/// One element's text: in the stack buffer when it fits, else streamed from the element.
pub(crate) struct Text<'a, T> {
    buf: Buf,
    elem: &'a T,
    mode: Mode,
}

impl<'a, T: Display> Text<'a, T> {
    /// Writes `elem` as `mode` asks.
    pub(crate) fn new(elem: &'a T, mode: Mode) -> Self {
        let mut buf = Buf::new();
        match mode {
            Mode::Sci {
                precision,
                exp_digits,
            } => match Float::of(elem) {
                Some(x) if x.is_finite() => {
                    let _ = write_sci(&mut buf, x, precision, exp_digits);
                }
                _ => {
                    let _ = write!(buf, "{elem}");
                    trim(&mut buf);
                }
            },
            Mode::Fixed(p) => fixed::<T>(&mut buf, elem, p),
            Mode::Trimmed => {
                let _ = write!(buf, "{elem}");
                if !buf.overflow && number_like(buf.as_str()) {
                    let mut precise = Buf::new();
                    let _ = write!(precise, "{elem:.DEFAULT_PRECISION$}");
                    if !precise.overflow {
                        trim(&mut precise);
                        if fraction_digits(buf.as_str()) <= DEFAULT_PRECISION {
                            // NumPy's `maxprec`: the shortest text that reads back as the same
                            // value (a float's `Display`) when it needs at most 8 fractional
                            // digits (`0.3` for `0.3f32`, not `0.30000001`), with NumPy's
                            // point and spelling of NaN taken from the trimmed form.
                            if precise.as_str().contains('.') && !buf.as_str().contains('.') {
                                let _ = buf.write_str(".");
                            }
                            if buf.as_str() == "NaN" {
                                buf = precise;
                            }
                        } else if !all_zero(precise.as_str()) || all_zero(buf.as_str()) {
                            // Rounded to 8 digits; a non-zero value too small for them keeps
                            // its full text rather than printing as zero (NumPy switches to
                            // scientific notation there; this crate prints the shortest exact
                            // decimal).
                            buf = precise;
                        }
                    }
                }
            }
        }
        capitalise_bool::<T>(&mut buf);
        Text { buf, elem, mode }
    }

    /// The text's width, split at the decimal point.
    pub(crate) fn width(&self) -> Width {
        let mut count = Counter::default();
        let _ = self.write_to(&mut count);
        match count.dot {
            Some(dot) => Width {
                left: dot,
                right: count.chars - dot,
                dotted: true,
            },
            None => Width {
                left: count.chars,
                right: 0,
                dotted: false,
            },
        }
    }

    /// Writes the text.
    pub(crate) fn write_to(&self, w: &mut impl Write) -> fmt::Result {
        if !self.buf.overflow {
            return w.write_str(self.buf.as_str());
        }
        match self.mode {
            Mode::Fixed(p) => write!(w, "{:.p$}", self.elem),
            Mode::Trimmed | Mode::Sci { .. } => write!(w, "{}", self.elem),
        }
    }
}

/// Drops the zeros after the last significant fractional digit, keeping the point (`1.50` →
/// `1.5`, `2.00` → `2.`); NumPy spells NaN `nan`.
fn trim(buf: &mut Buf) {
    let s = buf.as_str();
    if s == "NaN" {
        buf.len = 0;
        let _ = buf.write_str("nan");
        return;
    }
    if s.contains('.') {
        let kept = s.trim_end_matches('0').len();
        buf.len = kept;
    }
}

/// Writes `n` spaces.
pub(crate) fn spaces(w: &mut impl Write, n: usize) -> fmt::Result {
    for _ in 0..n {
        w.write_char(' ')?;
    }
    Ok(())
}

/// Writes `text` in `column`: aligned on the decimal point when it has one, right-aligned
/// otherwise. Returns the spaces still owed on the right (written by the caller only if more
/// text follows on the line, as NumPy strips trailing blanks before a line break).
pub(crate) fn write_aligned<T: Display>(
    w: &mut impl Write,
    text: &Text<'_, T>,
    column: Column,
) -> Result<usize, fmt::Error> {
    let width = text.width();
    if width.dotted {
        spaces(w, column.left().saturating_sub(width.left))?;
        text.write_to(w)?;
        Ok(column.right.saturating_sub(width.right))
    } else {
        spaces(w, column.width().saturating_sub(width.left))?;
        text.write_to(w)?;
        Ok(0)
    }
}

/// Writes the element of a 0-d tensor as NumPy's `str` does (the scalar's own text: a float
/// keeps all its digits and an integral float ends in `.0`), right-aligned in `width`.
pub(crate) fn write_scalar<T: Display>(
    w: &mut impl Write,
    elem: &T,
    mode: Mode,
    width: usize,
) -> fmt::Result {
    let mut buf = Buf::new();
    match mode {
        Mode::Fixed(p) => fixed::<T>(&mut buf, elem, p),
        Mode::Trimmed | Mode::Sci { .. } => {
            let _ = write!(buf, "{elem}");
            let s = buf.as_str();
            if let Some(x) = Float::of(elem).filter(|x| x.scalar_sci()) {
                // NumPy's scalar text: the shortest digits in scientific notation (`1e-10`,
                // `1.5e+16`) below 1e-4 and from 1e16 on.
                buf = Buf::new();
                let mut shortest = Buf::new();
                let _ = x.write_exp(&mut shortest, None);
                let t = shortest.as_str();
                let (mantissa, exp) = t.split_once('e').unwrap_or((t, "0"));
                let _ = buf.write_str(mantissa);
                let (sign, digits) = exp.strip_prefix('-').map_or(("+", exp), |d| ("-", d));
                let _ = write!(buf, "e{sign}{digits:0>2}");
            } else if s == "NaN" {
                buf.len = 0;
                let _ = buf.write_str("nan");
            } else if number_like(s) && !s.contains('.') && !s.contains("inf") {
                let mut probe = Buf::new();
                let _ = write!(probe, "{elem:.1}");
                if probe.as_str().contains('.') {
                    let _ = buf.write_str(".0");
                }
            }
        }
    }
    capitalise_bool::<T>(&mut buf);
    if buf.overflow {
        return match mode {
            Mode::Fixed(p) => write!(w, "{elem:.p$}"),
            Mode::Trimmed | Mode::Sci { .. } => write!(w, "{elem}"),
        };
    }
    let text = buf.as_str();
    spaces(w, width.saturating_sub(text.chars().count()))?;
    w.write_str(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text<T: Display>(x: T, mode: Mode) -> (Width, [u8; CAPACITY], usize) {
        let t = Text::new(&x, mode);
        (t.width(), t.buf.bytes, t.buf.len)
    }

    fn shown<T: Display>(x: T, mode: Mode) -> usize {
        text(x, mode).2
    }

    /// The trimmed text of `x`, as `Display` of a tensor writes it.
    fn trimmed<T: Display>(x: T) -> ([u8; CAPACITY], usize) {
        let t = Text::new(&x, Mode::Trimmed);
        let mut b = Buf::new();
        t.write_to(&mut b).unwrap();
        let mut out = [0u8; CAPACITY];
        out[..b.len].copy_from_slice(&b.bytes[..b.len]);
        (out, b.len)
    }

    fn check<T: Display>(x: T, want: &str) {
        let (bytes, len) = trimmed(x);
        assert_eq!(core::str::from_utf8(&bytes[..len]).unwrap(), want);
    }

    #[test]
    fn floats_are_trimmed_to_numpy_maxprec() {
        check(1.0, "1.");
        check(0.5, "0.5");
        check(1.0 / 3.0, "0.33333333");
        check(-2.25, "-2.25");
        check(f64::NAN, "nan");
        check(f64::INFINITY, "inf");
        check(-0.0, "-0.");
        check(0.1 + 0.2, "0.3");
        check(1e-9, "0.000000001");
        check(123456.125, "123456.125");
        // The shortest text of an f32 when it has at most 8 fractional digits, as NumPy prints
        // float32 (`str(np.float32(0.3))` is `0.3`; `{:.8}` would give `0.30000001`).
        check(0.3f32, "0.3");
        check(0.90000004f32, "0.90000004");
        check(1.3000001f32, "1.3000001");
        check(2.0f32, "2.");
        check(f32::NAN, "nan");
        check(1.0f32 / 3.0, "0.33333334");
        check(true, "True");
        assert_eq!(shown(12345, Mode::Trimmed), 5);
        assert_eq!(shown(1.5f32, Mode::Fixed(3)), 5);
    }

    #[test]
    fn widths_split_at_the_point() {
        assert_eq!(
            text(-12.5, Mode::Trimmed).0,
            Width {
                left: 3,
                right: 2,
                dotted: true
            }
        );
        assert_eq!(
            text(42, Mode::Trimmed).0,
            Width {
                left: 2,
                right: 0,
                dotted: false
            }
        );
        // Text that is not a number is never cut by the default precision.
        assert_eq!(text("abcdefghijkl", Mode::Trimmed).0.left, 12);
    }

    #[test]
    fn long_text_is_streamed_and_measured() {
        let long = 1e200f64;
        let t = Text::new(&long, Mode::Trimmed);
        // 201 digits do not fit the stack buffer: measured from the element's own Display.
        assert_eq!(t.width().left, 201);
        let mut col = Column::default();
        col.fit(Width {
            left: 1,
            right: 3,
            dotted: true,
        });
        col.fit(Width {
            left: 6,
            right: 0,
            dotted: false,
        });
        assert_eq!((col.left(), col.right), (3, 3));
        col.at_least(10);
        assert_eq!(col.width(), 10);
    }
}
