print("contract")
