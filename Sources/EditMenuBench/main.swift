// edit-menu-bench: measures the edit-menu system against GTK baselines in
// the same run. (Being written; see issue "edit-menu-bench".)
print("edit-menu-bench: no benchmarks yet")
