//! The zip container of `.npz` files: reading stored and deflated members (zip64 included, as
//! `np.savez` writes them), writing stored members.

use alloc::borrow::Cow;
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

use super::Error;

const LOCAL: u32 = 0x0403_4b50;
const CENTRAL: u32 = 0x0201_4b50;
const END: u32 = 0x0605_4b50;
const END64: u32 = 0x0606_4b50;
const LOCATOR64: u32 = 0x0706_4b50;

fn bad(what: &str) -> Error {
    Error::Format(what.to_string())
}

fn u16_at(b: &[u8], at: usize) -> Result<u16, Error> {
    let s = b
        .get(at..at.wrapping_add(2))
        .ok_or_else(|| bad("truncated zip record"))?;
    Ok(u16::from_le_bytes([s[0], s[1]]))
}

fn u32_at(b: &[u8], at: usize) -> Result<u32, Error> {
    let s = b
        .get(at..at.wrapping_add(4))
        .ok_or_else(|| bad("truncated zip record"))?;
    Ok(u32::from_le_bytes([s[0], s[1], s[2], s[3]]))
}

fn u64_at(b: &[u8], at: usize) -> Result<u64, Error> {
    let s = b
        .get(at..at.wrapping_add(8))
        .ok_or_else(|| bad("truncated zip record"))?;
    let mut a = [0u8; 8];
    a.copy_from_slice(s);
    Ok(u64::from_le_bytes(a))
}

fn to_usize(x: u64) -> Result<usize, Error> {
    usize::try_from(x).map_err(|_| bad("a zip size beyond this platform's range"))
}

/// A member of the archive: its name, how it is stored, where its bytes are.
#[derive(Debug)]
pub(crate) struct Member {
    pub(crate) name: String,
    method: u16,
    crc: u32,
    compressed: usize,
    size: usize,
    local: usize,
}

/// The members listed by the archive's central directory.
pub(crate) fn members(bytes: &[u8]) -> Result<Vec<Member>, Error> {
    // The end record is the last 22 bytes, before a comment of at most 65535 bytes.
    let lowest = bytes.len().saturating_sub(22 + 65535);
    let end = (lowest..=bytes.len().saturating_sub(22))
        .rev()
        .find(|&i| u32_at(bytes, i).ok() == Some(END))
        .ok_or_else(|| bad("no zip end record: not an .npz archive"))?;
    let mut count = u64::from(u16_at(bytes, end.saturating_add(10))?);
    let mut offset = u64::from(u32_at(bytes, end.saturating_add(16))?);
    if count == 0xFFFF || offset == 0xFFFF_FFFF {
        // zip64: a locator just before the end record points at the zip64 end record.
        let loc = end
            .checked_sub(20)
            .ok_or_else(|| bad("truncated zip64 locator"))?;
        if u32_at(bytes, loc)? != LOCATOR64 {
            return Err(bad("missing zip64 locator"));
        }
        let rec = to_usize(u64_at(bytes, loc.saturating_add(8))?)?;
        if u32_at(bytes, rec)? != END64 {
            return Err(bad("missing zip64 end record"));
        }
        count = u64_at(bytes, rec.saturating_add(32))?;
        offset = u64_at(bytes, rec.saturating_add(48))?;
    }
    let mut at = to_usize(offset)?;
    let mut out = Vec::new();
    for _ in 0..count {
        if u32_at(bytes, at)? != CENTRAL {
            return Err(bad("a central directory entry is missing"));
        }
        let method = u16_at(bytes, at.saturating_add(10))?;
        let crc = u32_at(bytes, at.saturating_add(16))?;
        let mut compressed = u64::from(u32_at(bytes, at.saturating_add(20))?);
        let mut size = u64::from(u32_at(bytes, at.saturating_add(24))?);
        let name_len = usize::from(u16_at(bytes, at.saturating_add(28))?);
        let extra_len = usize::from(u16_at(bytes, at.saturating_add(30))?);
        let comment_len = usize::from(u16_at(bytes, at.saturating_add(32))?);
        let mut local = u64::from(u32_at(bytes, at.saturating_add(42))?);
        let name_at = at.saturating_add(46);
        let name = bytes
            .get(name_at..name_at.saturating_add(name_len))
            .ok_or_else(|| bad("truncated member name"))?;
        let extra = bytes
            .get(
                name_at.saturating_add(name_len)
                    ..name_at.saturating_add(name_len).saturating_add(extra_len),
            )
            .ok_or_else(|| bad("truncated extra field"))?;
        // The zip64 extra field holds, in order, the sizes and offset marked 0xFFFFFFFF.
        let mut e = 0usize;
        while e.saturating_add(4) <= extra.len() {
            let id = u16_at(extra, e)?;
            let len = usize::from(u16_at(extra, e.saturating_add(2))?);
            if id == 1 {
                let mut f = e.saturating_add(4);
                for v in [&mut size, &mut compressed, &mut local] {
                    if *v == 0xFFFF_FFFF {
                        *v = u64_at(extra, f)?;
                        f = f.saturating_add(8);
                    }
                }
            }
            e = e.saturating_add(4).saturating_add(len);
        }
        out.push(Member {
            name: String::from_utf8_lossy(name).into_owned(),
            method,
            crc,
            compressed: to_usize(compressed)?,
            size: to_usize(size)?,
            local: to_usize(local)?,
        });
        at = name_at
            .saturating_add(name_len)
            .saturating_add(extra_len)
            .saturating_add(comment_len);
    }
    Ok(out)
}

/// The uncompressed bytes of a member, checked against its CRC.
pub(crate) fn contents<'a>(bytes: &'a [u8], m: &Member) -> Result<Cow<'a, [u8]>, Error> {
    if u32_at(bytes, m.local)? != LOCAL {
        return Err(bad("a member's local header is missing"));
    }
    let start = m
        .local
        .saturating_add(30)
        .saturating_add(usize::from(u16_at(bytes, m.local.saturating_add(26))?))
        .saturating_add(usize::from(u16_at(bytes, m.local.saturating_add(28))?));
    let data = start
        .checked_add(m.compressed)
        .and_then(|end| bytes.get(start..end))
        .ok_or_else(|| {
            Error::Format(format!(
                "member {:?} runs past the end of the archive",
                m.name
            ))
        })?;
    let out: Cow<'a, [u8]> = match m.method {
        0 => Cow::Borrowed(data),
        // Deflated (`np.savez_compressed`): inflated up to the declared size, never beyond.
        8 => Cow::Owned(
            miniz_oxide::inflate::decompress_to_vec_with_limit(data, m.size).map_err(|_| {
                Error::Format(format!("member {:?} does not inflate to its size", m.name))
            })?,
        ),
        other => {
            return Err(Error::Format(format!(
                "member {:?} uses compression method {other}",
                m.name
            )));
        }
    };
    if out.len() != m.size {
        return Err(Error::Format(format!(
            "member {:?} is not its declared size",
            m.name
        )));
    }
    if crc32(&out) != m.crc {
        return Err(Error::Format(format!(
            "member {:?} fails its CRC check",
            m.name
        )));
    }
    Ok(out)
}

/// The CRC-32 of zip (the IEEE polynomial, reflected).
pub(crate) fn crc32(data: &[u8]) -> u32 {
    const TABLE: [u32; 256] = {
        let mut t = [0u32; 256];
        let mut i = 0;
        while i < 256 {
            let mut c = i as u32;
            let mut k = 0;
            while k < 8 {
                c = if c & 1 == 1 {
                    0xEDB8_8320 ^ (c >> 1)
                } else {
                    c >> 1
                };
                k += 1;
            }
            t[i] = c;
            i += 1;
        }
        t
    };
    let mut c = !0u32;
    for &b in data {
        c = TABLE[usize::from((c as u8) ^ b)] ^ (c >> 8);
    }
    !c
}

/// An archive being written: stored (uncompressed) members, as `np.savez` stores them.
#[derive(Default)]
pub(crate) struct Writer {
    out: Vec<u8>,
    central: Vec<u8>,
    count: u16,
}

impl Writer {
    /// Adds a member; refuses one that would take the archive past zip's 4 GiB and 65535
    /// members without zip64.
    pub(crate) fn add(&mut self, name: &str, data: &[u8]) -> Result<(), Error> {
        let too_big = || bad("an .npz archive written here holds at most 4 GiB and 65535 members");
        let offset = u32::try_from(self.out.len()).map_err(|_| too_big())?;
        let size = u32::try_from(data.len()).map_err(|_| too_big())?;
        let name_len = u16::try_from(name.len()).map_err(|_| bad("member name too long"))?;
        self.count = self.count.checked_add(1).ok_or_else(too_big)?;
        if self.out.len() + 30 + name.len() + data.len() > u32::MAX as usize {
            return Err(too_big());
        }
        let crc = crc32(data);
        // Local header: version 2.0, no flags, stored, no time, CRC, sizes, name.
        let mut local = Vec::with_capacity(30 + name.len());
        local.extend_from_slice(&LOCAL.to_le_bytes());
        local.extend_from_slice(&[20, 0, 0, 0, 0, 0, 0, 0, 0x21, 0]);
        local.extend_from_slice(&crc.to_le_bytes());
        local.extend_from_slice(&size.to_le_bytes());
        local.extend_from_slice(&size.to_le_bytes());
        local.extend_from_slice(&name_len.to_le_bytes());
        local.extend_from_slice(&0u16.to_le_bytes());
        local.extend_from_slice(name.as_bytes());
        self.out.extend_from_slice(&local);
        self.out.extend_from_slice(data);
        // Central directory entry.
        let c = &mut self.central;
        c.extend_from_slice(&CENTRAL.to_le_bytes());
        c.extend_from_slice(&[20, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0x21, 0]);
        c.extend_from_slice(&crc.to_le_bytes());
        c.extend_from_slice(&size.to_le_bytes());
        c.extend_from_slice(&size.to_le_bytes());
        c.extend_from_slice(&name_len.to_le_bytes());
        c.extend_from_slice(&[0; 12]);
        c.extend_from_slice(&offset.to_le_bytes());
        c.extend_from_slice(name.as_bytes());
        Ok(())
    }

    /// The archive's bytes.
    pub(crate) fn finish(mut self) -> Vec<u8> {
        let offset = self.out.len() as u32;
        let size = self.central.len() as u32;
        self.out.extend_from_slice(&self.central);
        self.out.extend_from_slice(&END.to_le_bytes());
        self.out.extend_from_slice(&[0, 0, 0, 0]);
        self.out.extend_from_slice(&self.count.to_le_bytes());
        self.out.extend_from_slice(&self.count.to_le_bytes());
        self.out.extend_from_slice(&size.to_le_bytes());
        self.out.extend_from_slice(&offset.to_le_bytes());
        self.out.extend_from_slice(&[0, 0]);
        self.out
    }
}
