// CGspell: gspell 1, GTK 3's spell-checking library, over Enchant and the
// desktop's dictionaries (hunspell, aspell). EditMenuGTK uses its checker
// (GspellChecker) and its language list; it underlines words itself.
#ifndef CGSPELL_H
#define CGSPELL_H
#define GDK_DISABLE_DEPRECATION_WARNINGS 1
#include <gspell/gspell.h>
#endif
