// The outbound policy for git, which fetches over its own HTTP client: a repository URL from the
// dashboard is checked like any other (https, or http when configured; the host resolved once
// and every address public or allow-listed), then git is told to connect to that address
// (http.curloptResolve pins curl's lookup, so no DNS rebinding), to follow no redirect and to
// speak no other protocol. ssh and git@ URLs are refused: their destination cannot be pinned.
import { portOf, type OutboundPolicy } from "../ip/address-policy";
import { outboundPolicyFromEnv } from "./outbound-policy";
import { checkedAddress, OutboundRefused, type Resolve } from "./outbound-fetch";

export interface GitOutbound {
  /** defaults to the environment's (VBENCH_FETCH_ALLOW_HTTP, VBENCH_FETCH_ALLOW) */
  policy?: OutboundPolicy;
  resolve?: Resolve;
}

/** `git -c …` arguments that pin a checked repository URL; throws OutboundRefused / OutboundUnreachable. */
export async function pinnedGitConfig(source: string, opts: GitOutbound = {}): Promise<string[]> {
  const policy = opts.policy ?? outboundPolicyFromEnv();
  let url: URL;
  try {
    url = new URL(source);
  } catch {
    throw new OutboundRefused("refused: only https repository URLs are fetched (not ssh or scp-style git@ addresses)");
  }
  const checked = await checkedAddress(url, policy, opts.resolve);
  const address = checked.includes(":") ? `[${checked}]` : checked;
  const protocols = ["https", ...(policy.allowHttp ? ["http"] : [])];
  return [
    ...["-c", `http.curloptResolve=${url.hostname}:${portOf(url)}:${address}`],
    ...["-c", "http.followRedirects=false"],
    ...["-c", "protocol.allow=never"],
    ...protocols.flatMap((p) => ["-c", `protocol.${p}.allow=always`]),
  ];
}
