package main

import (
	"bytes"
	"context"
	"errors"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// asBinary, set to 1 in the environment, makes the test binary run main with its own
// arguments: a test sees the exit status and the output the binary gives.
const asBinary = "SHOP_CONSOLE_TEST_AS_BINARY"

func TestMain(m *testing.M) {
	if os.Getenv(asBinary) == "1" {
		main()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// TestWeakSecretExit: the binary refuses a weak token secret, from its flag or its
// environment variable, with exit status 2 and a sentence saying how to make a good one.
func TestWeakSecretExit(t *testing.T) {
	cases := []struct {
		name   string
		args   []string
		env    []string
		reason string
	}{
		{name: "one character, by flag", args: []string{"--token-secret", strings.Repeat("a", 48)},
			reason: "it holds only 1 different characters"},
		{name: "a padded word, by env on postgres", args: []string{"--backend", "postgres", "--database-url", "postgres://x"},
			env: []string{"SHOP_TOKEN_SECRET=password1234567890123456789012345"}, reason: "it is too easy to guess"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(t.Context(), 30*time.Second)
			defer cancel()
			cmd := exec.CommandContext(ctx, os.Args[0], tc.args...)
			cmd.Env = append([]string{asBinary + "=1", "PATH=" + os.Getenv("PATH"), "HOME=" + t.TempDir()}, tc.env...)
			var stderr bytes.Buffer
			cmd.Stderr = &stderr
			err := cmd.Run()
			var exit *exec.ExitError
			if !errors.As(err, &exit) || exit.ExitCode() != 2 {
				t.Fatalf("exit %v, want status 2; stderr: %s", err, stderr.String())
			}
			want := "-token-secret (or SHOP_TOKEN_SECRET) is refused: " + tc.reason
			if out := stderr.String(); !strings.Contains(out, want) || !strings.Contains(out, "make one with: openssl rand -hex 32") {
				t.Errorf("stderr %q, want %q and how to make one", out, want)
			}
		})
	}
}
