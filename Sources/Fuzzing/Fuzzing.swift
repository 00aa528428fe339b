// The Fuzzing module; see ../shared/DESIGN.md (Layout).
