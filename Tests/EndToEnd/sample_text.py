"""Text people write, at any size: both suites' large-text tests paste it
and read it back byte for byte."""

# Lines people write: Latin with accents, German, CJK, Hebrew and Arabic,
# flags, a family (ZWJ), a combining mark.
PARTS = ["The quick brown fox jumps over the lazy dog. ", "Größe und Übermut, ", "日本語のテキストと中文字符, ",
         "עברית וערבית العربية ", "🇫🇷 flags 👨‍👩‍👧 family, ", "e\u0301 combining ", "0123456789\n"]


def mixed_text(size):
    """About `size` bytes of whole lines in every script."""
    line = "".join(PARTS)
    return line * max(size // len(line.encode()), 1)
