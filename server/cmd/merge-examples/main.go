// Command merge-examples writes the operations' sample requests and answers
// (openapi/examples.json, recorded from the mock's sample data by
// `go test ./contract-tests -run TestExamples -examples.update`) into the bundled contract as
// the examples named "sample": the request body's (JSON, or an upload's form described with
// a string per file), and the answer's where its status is
// declared in the operation itself (not by reference to a shared response). `make generate`
// runs it right after bundling, before the generators read the bundled contract.
//
//	go run ./server/cmd/merge-examples openapi/examples.json openapi/bundled/openapi.yaml
package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
)

// sample is one entry of examples.json (contract-tests/examples_test.go writes it).
type sample struct {
	Method   string `json:"method"`
	Path     string `json:"path"`
	Body     any    `json:"body"`
	Status   int    `json:"status"`
	Response any    `json:"response"`
}

const summary = "From the mock's sample data"

func main() {
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "usage: merge-examples <examples.json> <bundled.yaml>")
		os.Exit(2)
	}
	if err := run(os.Args[1], os.Args[2]); err != nil {
		fmt.Fprintln(os.Stderr, "merge-examples:", err)
		os.Exit(1)
	}
}

func run(examplesPath, bundledPath string) error {
	raw, err := os.ReadFile(examplesPath)
	if err != nil {
		return err
	}
	var samples map[string]sample
	if err := json.Unmarshal(raw, &samples); err != nil {
		return fmt.Errorf("%s: %w", examplesPath, err)
	}
	src, err := os.ReadFile(bundledPath)
	if err != nil {
		return err
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(src, &doc); err != nil {
		return fmt.Errorf("%s: %w", bundledPath, err)
	}
	paths := get(doc.Content[0], "paths")
	if paths == nil {
		return fmt.Errorf("%s has no paths", bundledPath)
	}
	for id, s := range samples {
		op := get(get(paths, s.Path), strings.ToLower(s.Method))
		if op == nil {
			continue // an operation no longer in the contract: TestExamples names it
		}
		if s.Body != nil {
			if err := addExample(get(op, "requestBody"), s.Body); err != nil {
				return fmt.Errorf("%s request: %w", id, err)
			}
		}
		if s.Response != nil {
			if err := addExample(get(get(op, "responses"), strconv.Itoa(s.Status)), s.Response); err != nil {
				return fmt.Errorf("%s answer: %w", id, err)
			}
		}
	}
	var out bytes.Buffer
	enc := yaml.NewEncoder(&out)
	enc.SetIndent(2)
	if err := enc.Encode(&doc); err != nil {
		return err
	}
	if err := enc.Close(); err != nil {
		return err
	}
	return os.WriteFile(bundledPath, out.Bytes(), 0o644)
}

// addExample sets content.application/json.examples.sample of a request body or response
// written in place (nothing for one given by $ref, without a JSON or multipart body, or with
// an example of its own).
func addExample(holder *yaml.Node, value any) error {
	if holder == nil || get(holder, "$ref") != nil {
		return nil
	}
	content := get(holder, "content")
	mt := get(content, "application/json")
	if mt == nil { // an upload: the sample describes its form (a file as a string)
		mt = get(content, "multipart/form-data")
	}
	if mt == nil || get(mt, "example") != nil { // a single example written by hand stays alone
		return nil
	}
	examples := get(mt, "examples")
	if examples == nil {
		examples = &yaml.Node{Kind: yaml.MappingNode, Tag: "!!map"}
		mt.Content = append(mt.Content, scalar("examples"), examples)
	}
	var v yaml.Node
	if err := v.Encode(value); err != nil {
		return err
	}
	entry := &yaml.Node{Kind: yaml.MappingNode, Tag: "!!map", Content: []*yaml.Node{
		scalar("summary"), scalar(summary), scalar("value"), &v,
	}}
	set(examples, "sample", entry)
	return nil
}

// get is the value of key in a mapping node (nil when absent or n is not a mapping).
func get(n *yaml.Node, key string) *yaml.Node {
	if n == nil || n.Kind != yaml.MappingNode {
		return nil
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		if n.Content[i].Value == key {
			return n.Content[i+1]
		}
	}
	return nil
}

func set(n *yaml.Node, key string, v *yaml.Node) {
	for i := 0; i+1 < len(n.Content); i += 2 {
		if n.Content[i].Value == key {
			n.Content[i+1] = v
			return
		}
	}
	n.Content = append(n.Content, scalar(key), v)
}

func scalar(s string) *yaml.Node { return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: s} }
