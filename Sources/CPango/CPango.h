// CPango: Pango alone, with no toolkit (GTK 3 and GTK 4 both draw text with
// it). EditMenuSpelling asks it which scripts a language is written in and
// where the words of a text start and end.
#ifndef CPANGO_H
#define CPANGO_H
#include <pango/pango.h>
#endif
