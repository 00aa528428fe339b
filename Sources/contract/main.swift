import ContractCLI
import Contracts

ContractTool(registry: ContractRegistry()).main()
