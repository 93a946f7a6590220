// `npm run chain:deploy`: deploys the payout contracts (PayoutDistributor, and a test
// stablecoin when PAYOUT_TOKEN_ADDRESS is unset) to the chain at CHAIN_RPC_URL, signed with
// CHAIN_OPERATOR_KEY, and prints the variables the server then needs.
import { deployToChain, parseDeployEnv } from "../chain/deploy-from-env";

async function main(): Promise<number> {
  const parsed = parseDeployEnv(process.env);
  if (!parsed.ok) {
    console.error(parsed.message);
    return 1;
  }
  const { config } = parsed;
  console.log(`Deploying to chain ${config.chainId} as the operator...`);
  try {
    const deployed = await deployToChain(config);
    console.log(
      [
        `Deployed at block ${deployed.blockNumber}. Set these for the server:`,
        `CHAIN_RPC_URL=<the same>`,
        `CHAIN_ID=${config.chainId}`,
        `PAYOUT_CONTRACT_ADDRESS=${deployed.distributor}`,
        `PAYOUT_TOKEN_ADDRESS=${deployed.token}`,
        `CHAIN_GUARDIAN_ADDRESS=${deployed.guardian}`,
        deployed.testToken
          ? "The token is a test stablecoin; the operator's bond is deposited."
          : "Deposit the operator's bond: approve the distributor for the token, then call depositBond(amount).",
      ].join("\n"),
    );
    return 0;
  } catch (error) {
    console.error(`Deploy failed: ${(error as Error).message.split("\n")[0]}`);
    return 1;
  }
}

process.exitCode = await main();
