import ContractCLI

ContractTool().main()
