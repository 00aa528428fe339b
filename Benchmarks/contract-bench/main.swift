print("contract-bench: no benchmark yet")
