import { describe, expect, it } from "vitest";
import { outboundPolicyFromEnv } from "./outbound-policy";

describe("outboundPolicyFromEnv", () => {
  it("reads the environment through lib/env.ts, strictly, naming the variable", () => {
    expect(outboundPolicyFromEnv({})).toEqual({ allowHttp: false, allow: [], maxRedirects: 3 });
    expect(outboundPolicyFromEnv({ VBENCH_FETCH_ALLOW_HTTP: "1", VBENCH_FETCH_ALLOW: "127.0.0.1:5000" })).toEqual({
      allowHttp: true,
      allow: [{ address: "127.0.0.1", port: 5000 }],
      maxRedirects: 3,
    });
    expect(outboundPolicyFromEnv({ VBENCH_FETCH_ALLOW_HTTP: "false" }).allowHttp).toBe(false);
    expect(() => outboundPolicyFromEnv({ VBENCH_FETCH_ALLOW_HTTP: "yes" })).toThrow(
      'Invalid environment: VBENCH_FETCH_ALLOW_HTTP must be 1/true or 0/false (got "yes")',
    );
    expect(() => outboundPolicyFromEnv({ VBENCH_FETCH_ALLOW: "localhost:1" })).toThrow(
      /^Invalid environment: VBENCH_FETCH_ALLOW must list address:port pairs: "localhost:1" is not an address:port/,
    );
  });
});
