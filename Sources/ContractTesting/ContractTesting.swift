// The ContractTesting module; see ../shared/DESIGN.md (Layout).
