import type { ChainInfoResponse, MyChainPayoutsResponse } from "@proparena/contracts/chain";
import { api, routeUrl } from "../../../lib/api";

// The browser's own wallet (an injected EIP-1193 provider, window.ethereum) and reads of the
// payout contract over its RPC. viem is loaded only when one of these runs, so pages that never
// touch the chain (the landing page above all) do not carry it.

interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}

type Claim = NonNullable<MyChainPayoutsResponse["claim"]>;

const DISTRIBUTOR_ABI = [
  "function claim(uint64 week, address wallet, uint256 cumulativeAmount, bytes32[] proof) returns (uint256)",
  "function weekOf(uint64 week) view returns ((bytes32 root, uint256 total, uint64 closedAt, uint64 postedAt, uint64 fundedAt, bool vetoed, uint32 wallets, uint32 penaltiesSettled))",
] as const;

/** Token units in a cent (the stablecoin has 6 decimals). */
const UNITS_PER_CENT = 10_000n;

export function injectedProvider(): Eip1193Provider | null {
  return (window as unknown as { ethereum?: Eip1193Provider }).ethereum ?? null;
}

function provider(): Eip1193Provider {
  const eth = injectedProvider();
  if (!eth)
    throw new Error("No browser wallet found: install one (e.g. MetaMask), or ask us to relay.");
  return eth;
}

async function firstAccount(eth: Eip1193Provider): Promise<`0x${string}`> {
  const accounts = (await eth.request({ method: "eth_requestAccounts" })) as string[];
  if (!accounts[0]) throw new Error("The wallet shared no account.");
  return accounts[0] as `0x${string}`;
}

/** The contract's reader: the embedded chain's RPC is ours; a public chain's is its own. */
async function publicClient(info: ChainInfoResponse) {
  const { createPublicClient, http } = await import("viem");
  const url = info.embedded ? routeUrl("POST /chain/rpc") : info.rpcUrl;
  if (!url) throw new Error("The payout chain's RPC URL is not published.");
  return createPublicClient({ transport: http(url) });
}

/** Signs a Sign-In with Ethereum message with the browser's wallet and links it. */
export async function linkInjectedWallet(): Promise<void> {
  const eth = provider();
  const address = await firstAccount(eth);
  const [{ createSiweMessage }, { getAddress, toHex }] = await Promise.all([
    import("viem/siwe"),
    import("viem"),
  ]);
  const fields = await api("GET /wallet/nonce");
  const message = createSiweMessage({
    ...fields,
    address: getAddress(address),
    version: "1",
    issuedAt: new Date(fields.issuedAt),
    expirationTime: new Date(fields.expirationTime),
  });
  const signature = (await eth.request({
    method: "personal_sign",
    params: [toHex(message), address],
  })) as string;
  await api("POST /wallet", { body: { message, signature } });
}

/** Sends the claim from the browser's wallet and waits until it is mined; answers its hash. */
export async function claimInBrowser(info: ChainInfoResponse, claim: Claim): Promise<string> {
  const eth = provider();
  const from = await firstAccount(eth);
  const { encodeFunctionData, parseAbi, toHex } = await import("viem");
  await eth
    .request({ method: "wallet_switchEthereumChain", params: [{ chainId: toHex(info.chainId) }] })
    .catch(() => undefined);
  const data = encodeFunctionData({
    abi: parseAbi(DISTRIBUTOR_ABI),
    functionName: "claim",
    args: [
      BigInt(claim.chainWeek),
      claim.address as `0x${string}`,
      BigInt(claim.cumulativeCents) * UNITS_PER_CENT,
      claim.proof as `0x${string}`[],
    ],
  });
  const hash = (await eth.request({
    method: "eth_sendTransaction",
    params: [{ from, to: info.payoutContract, data }],
  })) as `0x${string}`;
  const client = await publicClient(info);
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 500 });
  if (receipt.status !== "success") throw new Error(`The claim ${hash} was reverted.`);
  return hash;
}

/** Reads the week's root from the contract itself: true when it is the root shown. */
export async function rootOnChain(info: ChainInfoResponse, chainWeek: number): Promise<string> {
  const { parseAbi } = await import("viem");
  const client = await publicClient(info);
  const week = await client.readContract({
    address: info.payoutContract as `0x${string}`,
    abi: parseAbi(DISTRIBUTOR_ABI),
    functionName: "weekOf",
    args: [BigInt(chainWeek)],
  });
  return week.root;
}
