//! `shaped-explain`: explains a broadcast dimension by dimension, as NumPy's documentation does.
//!
//! Install it with `cargo install shaped --features cli` (or `cargo install --path . --features
//! cli` in a clone); in this repository `cargo run --example explain -- ARGS` runs the same code.
//!
//! ```text
//! shaped-explain 5,3,4,1 3,1,1            # x + y
//! shaped-explain 5,1,4,1 3,1,1 6          # n-ary: x + y + z
//! shaped-explain --inplace 1,3,1 3,1,7    # x += y
//! shaped-explain --strides 3,4 transpose  # a view's strides
//! shaped-explain --strides 2,3,4 permute:2,0,1 narrow:0,1,2 unsqueeze:0
//! ```
//! Sizes are comma-separated; an empty argument ("") is a 0-d shape. Exit status: 0 when the
//! operation is legal, 1 when it is not (an illegal broadcast, in-place broadcast or view), 2
//! for a command line it cannot read.

use std::process::ExitCode;

use shaped::layout::{broadcast_shapes, check_broadcast_into, contiguous_strides};
use shaped::{DynTensor, DynViews};

fn parse(arg: &str) -> Result<Vec<usize>, String> {
    if arg.trim().is_empty() || arg == "[]" {
        return Ok(Vec::new());
    }
    arg.trim_matches(|c| c == '[' || c == ']')
        .split(',')
        .map(|s| {
            s.trim()
                .parse::<usize>()
                .map_err(|e| format!("bad size {s:?}: {e}"))
        })
        .collect()
}

fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (1, 11) | (2, 12) | (3, 13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// One line per trailing dimension of `a` (called x) against `b` (called y).
fn explain_pair(a: &[usize], b: &[usize], names: (&str, &str)) {
    let (x, y) = names;
    let rank = a.len().max(b.len());
    for k in 0..rank {
        let sa = a.len().checked_sub(k + 1).map(|i| a[i]);
        let sb = b.len().checked_sub(k + 1).map(|i| b[i]);
        let what = match (sa, sb) {
            (Some(p), Some(q)) if p == q => format!("both have size {p} -> {p}"),
            (Some(p), Some(1)) => format!("{y} has size 1, stretched to {x}'s {p} -> {p}"),
            (Some(1), Some(q)) => format!("{x} has size 1, stretched to {y}'s {q} -> {q}"),
            (Some(p), Some(q)) => format!("{x} has size {p}, {y} has size {q}: they clash"),
            (Some(p), None) => format!("{y} has no such dimension (counts as 1) -> {p}"),
            (None, Some(q)) => format!("{x} has no such dimension (counts as 1) -> {q}"),
            (None, None) => unreachable!("k < rank"),
        };
        println!("  {} trailing dimension: {what}", ordinal(k + 1));
    }
}

type View<'a> =
    shaped::TensorBase<usize, shaped::DynShape, shaped::tensor::View<'a, shaped::tensor::Heap>>;

fn numbers(text: &str) -> Result<Vec<isize>, String> {
    text.split(',')
        .filter(|s| !s.is_empty())
        .map(|s| {
            s.trim()
                .parse::<isize>()
                .map_err(|e| format!("bad number {s:?}: {e}"))
        })
        .collect()
}

/// Applies the ops one after the other, printing each view's layout; recursion keeps every
/// intermediate view alive (each borrows the one before).
/// Why a chain of view ops stopped: a command line it cannot read, or an op that is illegal.
enum Chain {
    Usage(String),
    Illegal(String),
}

impl From<String> for Chain {
    fn from(e: String) -> Self {
        Chain::Usage(e)
    }
}

impl From<&str> for Chain {
    fn from(e: &str) -> Self {
        Chain::Usage(e.into())
    }
}

fn explain_chain(view: View<'_>, ops: &[String]) -> Result<(), Chain> {
    let Some((op, rest)) = ops.split_first() else {
        let numel = view.numel();
        match view.try_view_shape(&[-1]) {
            Ok(_) => println!(
                "view_shape([{numel}]) works: the elements can be read as one row without a copy"
            ),
            Err(e) => println!(
                "view_shape([{numel}]) fails: {e}\n  reshape([{numel}]) copies into row-major strides {:?}",
                contiguous_strides(&[numel])
            ),
        }
        return Ok(());
    };
    let (name, arg) = op.split_once(':').unwrap_or((op.as_str(), ""));
    let n = numbers(arg)?;
    let at = |i: usize| {
        n.get(i)
            .copied()
            .ok_or_else(|| format!("{name} needs more numbers: {op}"))
    };
    let next = match name {
        "transpose" => view.try_transpose(at(0).unwrap_or(0), at(1).unwrap_or(1)),
        "t" => view.try_t(),
        "permute" => view.try_permute(&n),
        "narrow" => view.try_narrow(at(0)?, at(1)?, at(2)? as usize),
        "select" => view.try_select(at(0)?, at(1)?),
        "unsqueeze" => view.try_unsqueeze(at(0)?),
        "squeeze" if n.is_empty() => Ok(view.squeeze()),
        "squeeze" => view.try_squeeze_dim(at(0)?),
        "expand" => view.try_expand(&n),
        "view" => view.try_view_shape(&n),
        other => return Err(Chain::Usage(format!("unknown view op {other:?} (transpose:D0,D1 t permute:.. narrow:D,START,LEN select:D,I unsqueeze:D squeeze[:D] expand:.. view:..)"))),
    }
    .map_err(|e| Chain::Illegal(format!("{op}: {e}")))?;
    println!(
        "{op:>16}: shape {:?}, stride {:?}, offset {}, contiguous: {}",
        next.shape(),
        next.stride(),
        next.storage_offset(),
        next.is_contiguous()
    );
    explain_chain(next, rest)
}

fn strides(args: &[String]) -> Result<(), Chain> {
    let dims = parse(args.first().ok_or("--strides needs sizes")?)?;
    let t = DynTensor::from_shape_fn(&dims, |i| i);
    println!(
        "{:>16}: shape {:?}, stride {:?}, offset 0, contiguous: {}",
        "tensor",
        t.shape(),
        t.stride(),
        t.is_contiguous()
    );
    explain_chain(t.view(), &args[1..])
}

/// The help text (`--help`).
const HELP: &str = "\
shaped-explain: explain NumPy/PyTorch broadcasting and strided views, dimension by dimension

USAGE:
    shaped-explain SHAPE SHAPE [SHAPE...]      x + y (+ z ...): the broadcast, dim by dim
    shaped-explain --inplace DEST SRC          x += y: does SRC broadcast to DEST's shape?
    shaped-explain --strides SHAPE [OP...]     a row-major tensor, then each view op's layout
    shaped-explain --help                      this text

SHAPE is comma-separated sizes (5,3,4,1); \"\" or [] is a 0-d shape.
OP is one of: transpose[:D0,D1] t permute:D,.. narrow:D,START,LEN select:D,I unsqueeze:D
    squeeze[:D] expand:S,.. view:S,..

EXIT STATUS:
    0  the operation is legal
    1  it is not (the shapes do not broadcast, the in-place result would change shape,
       a view op fails); the reason is printed as PyTorch words it
    2  the command line could not be read

EXAMPLES:
    shaped-explain 5,3,4,1 3,1,1
    shaped-explain --inplace 1,3,1 3,1,7
    shaped-explain --strides 2,3,4 permute:2,0,1 narrow:0,1,2
";

/// What the explained operation turned out to be.
#[derive(Debug, PartialEq, Eq)]
enum Verdict {
    Legal,
    Illegal,
}

/// The error of a view op in a chain is a verdict, not a usage error.
fn illegal_view(e: String) -> Result<Verdict, String> {
    println!("error: {e}");
    Ok(Verdict::Illegal)
}

fn run(args: &[String]) -> Result<Verdict, String> {
    match args.first().map(String::as_str) {
        Some("--help" | "-h") => {
            print!("{HELP}");
            Ok(Verdict::Legal)
        }
        Some("--strides") => match strides(&args[1..]) {
            Ok(()) => Ok(Verdict::Legal),
            Err(Chain::Usage(e)) => Err(e),
            Err(Chain::Illegal(e)) => illegal_view(e),
        },
        Some("--inplace") => {
            let (x, y) = match &args[1..] {
                [x, y] => (parse(x)?, parse(y)?),
                _ => return Err("--inplace needs two shapes: dest src".into()),
            };
            println!("x {:?} += y {:?}", x, y);
            explain_pair(&x, &y, ("x", "y"));
            match check_broadcast_into(&x, &y) {
                Ok(()) => {
                    println!("allowed: y broadcasts to x's shape {x:?}, and x keeps it");
                    Ok(Verdict::Legal)
                }
                Err(e) => {
                    if let Ok(shape) = broadcast_shapes(&[&x, &y]) {
                        println!("x + y would have shape {shape:?}, but x cannot change its shape");
                    }
                    println!("error: {e}");
                    Ok(Verdict::Illegal)
                }
            }
        }
        Some(flag) if flag.starts_with("--") => Err(format!("unknown option {flag:?}\n\n{HELP}")),
        Some(_) => {
            let shapes = args
                .iter()
                .map(|a| parse(a))
                .collect::<Result<Vec<_>, _>>()?;
            let mut acc: Vec<usize> = shapes[0].clone();
            if shapes.len() < 2 {
                return Err("give at least two shapes (see --help)".into());
            }
            for (i, next) in shapes.iter().enumerate().skip(1) {
                let names = if i == 1 {
                    println!("x {acc:?} + y {next:?}");
                    ("x", "y")
                } else {
                    println!("then the result so far (a) {acc:?} + b {next:?}");
                    ("a", "b")
                };
                explain_pair(&acc, next, names);
                match broadcast_shapes(&[&acc, next]) {
                    Ok(shape) => acc = shape,
                    Err(e) => {
                        println!("error: {e}");
                        return Ok(Verdict::Illegal);
                    }
                }
            }
            println!("result: {acc:?}");
            Ok(Verdict::Legal)
        }
        None => Err(format!("no shapes given\n\n{HELP}")),
    }
}

/// Runs the tool on the process's arguments: exit status 0 (legal), 1 (illegal), 2 (usage).
pub fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(Verdict::Legal) => ExitCode::SUCCESS,
        Ok(Verdict::Illegal) => ExitCode::from(1),
        Err(e) => {
            eprintln!("{e}");
            ExitCode::from(2)
        }
    }
}
