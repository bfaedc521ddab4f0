package main

import (
	"fmt"
	"net"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/valyala/fasthttp"
)

// prismCommand runs Stoplight Prism, the best-known OpenAPI mock server, for comparison
// (flag -prism; `make bench` passes an npx command). Empty: no comparison.
var prismCommand string

// comparePrism serves the contract with Prism on a free loopback port and measures the
// demo table's page there, as the mock's was measured: mockRate is the mock's req/s.
func comparePrism(c *fasthttp.Client, l load, mockRate float64) error {
	if prismCommand == "" || !wanted("demo:table") {
		return nil
	}
	port, err := freePort()
	if err != nil {
		return err
	}
	args := append(strings.Fields(prismCommand), "mock", "-h", "127.0.0.1", "-p", strconv.Itoa(port), "openapi/bundled/openapi.yaml")
	cmd := exec.Command(args[0], args[1:]...) // its request log is dropped
	// Its own process group: npx starts Prism as a grandchild, and all of them must stop.
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("start prism (%s): %w", prismCommand, err)
	}
	defer func() { _ = syscall.Kill(-cmd.Process.Pid, syscall.SIGTERM); _ = cmd.Wait() }()
	base := fmt.Sprintf("http://127.0.0.1:%d", port)
	page := func() request {
		return request{method: "GET", url: base + "/table/getList?pageSize=20&pageNo=1", token: "prism-accepts-any"}
	}
	for deadline := time.Now().Add(90 * time.Second); ; time.Sleep(200 * time.Millisecond) {
		if status, err := do(c, page(), nil); err == nil && status == 200 {
			break
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("prism did not answer on %s within 90 s", base)
		}
	}
	prismRate := run("prism", "demo:table", c, l, page)
	if prismRate > 0 {
		fmt.Printf("# the mock serves the demo table's page at %.1f× Prism's rate, in the same run\n", mockRate/prismRate)
	}
	return nil
}

func freePort() (int, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port, nil
}
