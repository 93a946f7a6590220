import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { payoutDistributorAbi } from "@proparena/chain/artifacts/payout-distributor";
import type { Address, Hex } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "../config/env";
import { startTestServer, type TestServer } from "../test/test-server";
import { openConfiguredChain } from "./configured-chain";
import { deployToChain, parseDeployEnv } from "./deploy-from-env";
import { EMBEDDED_CHAIN_ID } from "./embedded-chain";
import { startPayoutChain } from "./start-payout-chain";

const run = promisify(execFile);
const cli = fileURLToPath(new URL("../cli/chain-deploy.ts", import.meta.url));

// A "public chain" for the configured path: the embedded chain of a test server, over HTTP.
let server: TestServer;
let rpcUrl: string;
beforeAll(async () => {
  server = await startTestServer({ embeddedChain: true });
  rpcUrl = `${server.url}/api/chain/rpc`;
});
afterAll(() => server.close());

const operatorKey = generatePrivateKey();
const guardian = privateKeyToAccount(generatePrivateKey()).address;

describe("npm run chain:deploy", { timeout: 60_000 }, () => {
  it("deploys to the configured chain and prints what the server needs", async () => {
    const { stdout } = await run(process.execPath, ["--import", "tsx", cli], {
      env: {
        ...process.env,
        CHAIN_RPC_URL: rpcUrl,
        CHAIN_ID: String(EMBEDDED_CHAIN_ID),
        CHAIN_OPERATOR_KEY: operatorKey,
        CHAIN_GUARDIAN_ADDRESS: guardian,
        PAYOUT_TOKEN_ADDRESS: "",
      },
    });
    const printed = (name: string) =>
      new RegExp(`^${name}=(0x[0-9a-fA-F]{40})$`, "m").exec(stdout)?.[1] as Address;
    const contract = printed("PAYOUT_CONTRACT_ADDRESS");
    const token = printed("PAYOUT_TOKEN_ADDRESS");
    expect(contract).toMatch(/^0x/);
    expect(contract).not.toBe((await server.request("GET", "/api/chain")).body.payoutContract);

    // The server's configured path, the same viem code over HTTP, finds it.
    const chain = await openConfiguredChain({
      rpcUrl,
      chainId: EMBEDDED_CHAIN_ID,
      contract,
      token,
      operatorKey,
      guardian,
    });
    expect(chain.info).toEqual({
      chainId: EMBEDDED_CHAIN_ID,
      embedded: false,
      rpcUrl: null,
      payoutContract: contract,
      payoutToken: token,
      operator: privateKeyToAccount(operatorKey).address,
      guardian,
    });
    expect(chain.rpc).toBeNull();
    const read = (functionName: "operator" | "guardian" | "token" | "bond") =>
      chain.client.readContract({ address: contract, abi: payoutDistributorAbi, functionName });
    expect(await read("operator")).toBe(chain.info.operator);
    expect(await read("guardian")).toBe(guardian);
    expect(await read("token")).toBe(token);
    expect(await read("bond")).toBe(10_000_000_000n);

    // And the server, given these variables, starts that chain.
    const parsed = parseEnv({
      CHAIN_RPC_URL: rpcUrl,
      CHAIN_ID: String(EMBEDDED_CHAIN_ID),
      CHAIN_PUBLIC_RPC_URL: "https://rpc.example",
      PAYOUT_CONTRACT_ADDRESS: contract,
      PAYOUT_TOKEN_ADDRESS: token,
      CHAIN_OPERATOR_KEY: operatorKey,
      CHAIN_GUARDIAN_ADDRESS: guardian,
    });
    if (!parsed.ok) throw new Error(parsed.message);
    const slot = startPayoutChain(parsed.env, { clock: server.clock, publicOrigin: "x" });
    expect((await slot.ready).info).toEqual({ ...chain.info, rpcUrl: "https://rpc.example" });
  });

  it("says what is missing, and exits 1", async () => {
    const parsed = parseDeployEnv({ CHAIN_RPC_URL: rpcUrl, CHAIN_OPERATOR_KEY: "0x12" });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.message).toContain("CHAIN_OPERATOR_KEY: must be a private key");
    expect(parsed.message).not.toContain("0x12");
    const missing = parseDeployEnv({ CHAIN_RPC_URL: rpcUrl });
    expect(missing.ok || missing.message).toMatch(/CHAIN_ID: the deploy needs it/);
    expect(missing.ok || missing.message).toMatch(/CHAIN_GUARDIAN_ADDRESS: the deploy needs it/);
  });

  it("refuses an RPC that is another chain than CHAIN_ID", async () => {
    await expect(deployToChain({ rpcUrl, chainId: 84532, operatorKey, guardian })).rejects.toThrow(
      `CHAIN_RPC_URL is chain ${EMBEDDED_CHAIN_ID}, CHAIN_ID says 84532`,
    );
  });
});

describe("a configured chain", () => {
  const base = { rpcUrl, chainId: EMBEDDED_CHAIN_ID, operatorKey };
  it("refuses another chain's RPC and an address with no contract", async () => {
    const { payoutContract, payoutToken } = (await server.request("GET", "/api/chain")).body as {
      payoutContract: Hex;
      payoutToken: Hex;
    };
    await expect(
      openConfiguredChain({
        ...base,
        rpcUrl,
        chainId: 1,
        contract: payoutContract,
        token: payoutToken,
      }),
    ).rejects.toThrow(/is chain 733301, CHAIN_ID says 1/);
    await expect(
      openConfiguredChain({ ...base, rpcUrl, contract: guardian, token: payoutToken }),
    ).rejects.toThrow(/no contract at PAYOUT_CONTRACT_ADDRESS/);
  });

  it("is named whole in the configuration, or not at all", () => {
    const partial = parseEnv({ CHAIN_RPC_URL: "https://sepolia.base.org", CHAIN_ID: "84532" });
    expect(partial.ok).toBe(false);
    if (partial.ok) return;
    for (const name of ["PAYOUT_CONTRACT_ADDRESS", "PAYOUT_TOKEN_ADDRESS", "CHAIN_OPERATOR_KEY"]) {
      expect(partial.message).toContain(`- ${name}: a chain set by CHAIN_RPC_URL needs it`);
    }
    const stray = parseEnv({ PAYOUT_CONTRACT_ADDRESS: guardian });
    expect(stray.ok || stray.message).toMatch(/PAYOUT_CONTRACT_ADDRESS: names a chain of its own/);
    const whole = parseEnv({
      CHAIN_RPC_URL: "https://sepolia.base.org",
      CHAIN_ID: "84532",
      PAYOUT_CONTRACT_ADDRESS: guardian,
      PAYOUT_TOKEN_ADDRESS: guardian,
      CHAIN_OPERATOR_KEY: operatorKey,
    });
    expect(whole.ok).toBe(true);
    expect(parseEnv({}).ok).toBe(true);
  });
});
