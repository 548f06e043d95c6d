// Input keeps one growing buffer of decoded UTF-8. Refill() moves the unread tail to the front
// and reads another block; a line or record longer than the buffer makes it grow, so lines of
// any length work while memory stays proportional to the longest line. UTF-16LE (detected by its
// BOM) is decoded block by block; an odd byte or a split surrogate pair waits for the next block.
#include "io/input.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "io/error.h"

namespace kc {
namespace {
constexpr size_t kBlock = 1 << 20;

void AppendUtf8(std::string& out, uint32_t cp) {
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (cp >> 18));
    out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
}
}  // namespace

Input::Input(const std::string& path) {
  if (path == "-") {
    name_ = "<stdin>";
    fd_ = 0;
    return;
  }
  name_ = path;
  fd_ = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd_ < 0) throw SystemError("cannot open " + path + ": " + std::strerror(errno));
  own_ = true;
}

Input::Input(std::string name, int fd, uint64_t limit)
    : name_(std::move(name)), fd_(fd), limit_(limit) {}

Input::~Input() {
  if (own_) ::close(fd_);
}

size_t Input::ReadRaw(char* dst, size_t cap) {
  if (cap > limit_) cap = static_cast<size_t>(limit_);
  if (cap == 0) return 0;
  for (;;) {
    ssize_t n = ::read(fd_, dst, cap);
    if (n >= 0) {
      limit_ -= static_cast<uint64_t>(n);
      return static_cast<size_t>(n);
    }
    if (errno == EINTR) continue;
    if (errno == EISDIR) throw SystemError("cannot read " + name_ + ": is a directory");
    throw SystemError("cannot read " + name_ + ": " + std::strerror(errno));
  }
}

void Input::Open() {
  started_ = true;
  // Read the first block raw to look for a byte order mark.
  buf_.resize(kBlock);
  size_t n = 0;
  while (n < 4) {
    size_t r = ReadRaw(buf_.data() + n, kBlock - kPadding - n);
    if (r == 0) break;
    n += r;
  }
  if (n >= 2 && static_cast<unsigned char>(buf_[0]) == 0xFF &&
      static_cast<unsigned char>(buf_[1]) == 0xFE) {
    utf16_ = true;
    raw_.assign(buf_.data() + 2, n - 2);
    raw_len_ = n - 2;
    end_ = 0;
    DecodeUtf16(0);
    return;
  }
  size_t skip = (n >= 3 && std::memcmp(buf_.data(), "\xEF\xBB\xBF", 3) == 0) ? 3 : 0;
  pos_ = skip;
  end_ = n;
  if (n == 0) eof_ = true;
}

// Decodes the complete code units of raw_ into buf_ at end_.
void Input::DecodeUtf16(size_t) {
  std::string out;
  out.reserve(raw_len_ * 3 / 2 + 8);
  size_t i = 0;
  auto unit = [&](size_t k) {
    return static_cast<uint32_t>(static_cast<unsigned char>(raw_[k]) |
                                 (static_cast<unsigned char>(raw_[k + 1]) << 8));
  };
  while (i + 1 < raw_len_) {
    uint32_t u = unit(i);
    if (u >= 0xD800 && u < 0xDC00) {
      if (i + 3 >= raw_len_) {
        if (!eof_) break;  // wait for the low half
        AppendUtf8(out, 0xFFFD);
        i += 2;
        continue;
      }
      uint32_t lo = unit(i + 2);
      if (lo >= 0xDC00 && lo < 0xE000) {
        AppendUtf8(out, 0x10000 + ((u - 0xD800) << 10) + (lo - 0xDC00));
        i += 4;
      } else {
        AppendUtf8(out, 0xFFFD);
        i += 2;
      }
      continue;
    }
    AppendUtf8(out, (u >= 0xDC00 && u < 0xE000) ? 0xFFFD : u);
    i += 2;
  }
  if (eof_ && i < raw_len_) {  // odd trailing byte
    AppendUtf8(out, 0xFFFD);
    i = raw_len_;
  }
  raw_.erase(0, i);
  raw_len_ -= i;
  if (end_ + out.size() + kPadding > buf_.size()) buf_.resize(end_ + out.size() + kPadding);
  std::memcpy(buf_.data() + end_, out.data(), out.size());
  end_ += out.size();
}

bool Input::Refill() {
  if (!started_) {
    Open();
    return end_ > pos_;
  }
  if (eof_) return false;
  // Move the unread tail to the front; grow when it fills most of the buffer.
  size_t keep = end_ - pos_;
  if (pos_ > 0) {
    std::memmove(buf_.data(), buf_.data() + pos_, keep);
    pos_ = 0;
    end_ = keep;
  }
  if (buf_.size() - end_ < kBlock / 2)
    buf_.resize(buf_.size() * 2 > kBlock ? buf_.size() * 2 : kBlock);
  for (;;) {
    if (utf16_) {
      raw_.resize(raw_len_ + kBlock);
      size_t r = ReadRaw(raw_.data() + raw_len_, kBlock);
      raw_len_ += r;
      if (r == 0) eof_ = true;
      size_t before = end_;
      DecodeUtf16(0);
      if (end_ > before) return true;
      if (eof_) return false;
      continue;
    }
    size_t r = ReadRaw(buf_.data() + end_, buf_.size() - end_ - kPadding);
    if (r == 0) {
      eof_ = true;
      return false;
    }
    end_ += r;
    return true;
  }
}

std::string_view Input::Peek(size_t n) {
  if (!started_) Refill();
  while (end_ - pos_ < n && Refill()) {
  }
  return std::string_view(buf_.data() + pos_, std::min(n, end_ - pos_));
}

bool Input::ReadLine(std::string_view* line) {
  if (!started_) Refill();
  size_t scan = pos_;
  for (;;) {
    const char* b = buf_.data();
    const char* p = b + scan;
    const char* e = b + end_;
    const char* nl = static_cast<const char*>(std::memchr(p, '\n', e - p));
    const char* cr = static_cast<const char*>(std::memchr(p, '\r', (nl ? nl : e) - p));
    if (cr && (cr + 1 < e || eof_)) {
      *line = std::string_view(b + pos_, cr - (b + pos_));
      size_t next = (cr + 1 < e && cr[1] == '\n') ? cr + 2 - b : cr + 1 - b;
      Consume(next, 1);
      return true;
    }
    if (nl && !cr) {
      *line = std::string_view(b + pos_, nl - (b + pos_));
      Consume(nl + 1 - b, 1);
      return true;
    }
    if (eof_) {
      if (end_ == pos_) return false;
      *line = std::string_view(b + pos_, end_ - pos_);
      Consume(end_, 1);
      return true;
    }
    size_t rel = (cr ? cr - b : end_) - pos_;  // rescan from a trailing \r
    Refill();
    scan = pos_ + rel;
  }
}

}  // namespace kc
