// Command gen-permissions writes the permission codes the contract's operations declare
// (x-permissions) as a TypeScript module, so that the console checks codes the server
// knows: `make generate` runs it after the other generators.
//
//	go run ./server/cmd/gen-permissions web/src/api/permissions.gen.ts
package main

import (
	"bytes"
	"fmt"
	"os"

	"shopconsole/server/contract"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: gen-permissions <out.ts>")
		os.Exit(2)
	}
	if err := write(os.Args[1]); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

func write(path string) error {
	c, err := contract.Load()
	if err != nil {
		return err
	}
	var b bytes.Buffer
	b.WriteString("// Code generated from the contract's x-permissions by server/cmd/gen-permissions. DO NOT EDIT.\n\n")
	b.WriteString("/** Every permission code an operation of the contract declares; role Admin holds them all. */\n")
	b.WriteString("export const PERMISSION_CODES = [\n")
	for _, code := range c.PermissionCodes() {
		fmt.Fprintf(&b, "  '%s',\n", code)
	}
	b.WriteString("] as const;\n\n/** A permission code of the contract. */\nexport type PermissionCode = (typeof PERMISSION_CODES)[number];\n")
	return os.WriteFile(path, b.Bytes(), 0o644)
}
