// The shipped runner: the example systems' models and the CLI.
import ContractCLI
import ExampleContracts

ContractTool(registry: ExampleContracts.registry).main()
