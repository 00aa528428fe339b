// The ChapterModels module; see ../shared/DESIGN.md (Layout).
