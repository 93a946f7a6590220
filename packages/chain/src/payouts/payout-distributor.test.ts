import { parseEventLogs, type Address, type Hex } from "viem";
import { describe, expect, it } from "vitest";
import { payoutDistributorAbi } from "../artifacts/payout-distributor";
import { HOUR, payoutFixture, revertOf, TEST_BOND, TEST_TERMS } from "../testing/payout-fixture";
import { USD } from "./deploy-payouts";
import { payoutTree } from "./payout-tree";

type Fixture = Awaited<ReturnType<typeof payoutFixture>>;

const WEEK_1 = 202602n;
const WEEK_2 = 202603n;

/** Posts a week's root over `owed` (wallet -> cumulative amount) as the operator, closed now. */
async function post(
  f: Fixture,
  week: bigint,
  owed: [Address, bigint][],
  total?: bigint,
  wallets = owed.length,
) {
  const tree = payoutTree(owed.map(([wallet, cumulativeAmount]) => ({ wallet, cumulativeAmount })));
  const sum = total ?? owed.reduce((t, [, a]) => t + a, 0n);
  const receipt = await f.send("operator", "postRoot", [
    week,
    tree.root,
    sum,
    wallets,
    f.nowSeconds(),
  ]);
  return { tree, receipt, total: sum };
}

function events(receipt: { logs: Parameters<typeof parseEventLogs>[0]["logs"] }) {
  return parseEventLogs({ abi: payoutDistributorAbi, logs: receipt.logs });
}

describe("PayoutDistributor", () => {
  it("is deployed with its terms, the operator, the guardian and the bond", async () => {
    const f = await payoutFixture();
    expect(await f.read("operator", [])).toBe(f.accounts.operator.address);
    expect(await f.read("guardian", [])).toBe(f.accounts.guardian.address);
    expect(await f.read("token", [])).toBe(f.token);
    expect(await f.read("disputeDelay", [])).toBe(BigInt(TEST_TERMS.disputeDelaySeconds));
    expect(await f.read("fundingWindow", [])).toBe(BigInt(TEST_TERMS.fundingWindowSeconds));
    expect(await f.read("latePenalty", [])).toBe(TEST_TERMS.latePenalty);
    expect(await f.read("bond", [])).toBe(TEST_BOND);
    expect(await f.balanceOf(f.distributor)).toBe(TEST_BOND);
  });

  it("lets only the operator post a closed week's root, once, and tells its dates", async () => {
    const f = await payoutFixture();
    const { alice } = f.accounts;
    const tree = payoutTree([{ wallet: alice.address, cumulativeAmount: 100n * USD }]);
    const now = f.nowSeconds();
    expect(
      await revertOf(f.send("stranger", "postRoot", [WEEK_1, tree.root, 100n * USD, 1, now])),
    ).toBe("NotOperator");
    expect(
      await revertOf(f.send("operator", "postRoot", [WEEK_1, tree.root, 100n * USD, 1, now + 60n])),
    ).toBe("WeekNotClosed");
    const zero = `0x${"0".repeat(64)}` as Hex;
    expect(await revertOf(f.send("operator", "postRoot", [WEEK_1, zero, 1n, 1, now]))).toBe(
      "EmptyRoot",
    );
    const receipt = await f.send("operator", "postRoot", [WEEK_1, tree.root, 100n * USD, 1, now]);
    const [posted] = events(receipt);
    expect(posted?.eventName).toBe("RootPosted");
    expect(posted?.args).toMatchObject({
      week: WEEK_1,
      root: tree.root,
      total: 100n * USD,
      wallets: 1,
      closedAt: now,
      claimableAt: now + BigInt(HOUR),
      deadline: now + 72n * BigInt(HOUR),
    });
    // The wallet's late penalty is reserved in the bond.
    expect(await f.read("reservedBond", [])).toBe(TEST_TERMS.latePenalty);
    expect(
      await revertOf(f.send("operator", "postRoot", [WEEK_1, tree.root, 100n * USD, 1, now])),
    ).toBe("WeekAlreadyPosted");
    expect(await revertOf(f.read("deadlineOf", [WEEK_2]))).toBe("UnknownWeek");
  });

  it("pays a claim after the dispute delay once funded, exactly once", async () => {
    const f = await payoutFixture();
    const { alice, bob } = f.accounts;
    const { tree, total } = await post(f, WEEK_1, [
      [alice.address, 120n * USD],
      [bob.address, 30n * USD],
    ]);
    const proof = tree.proof(alice.address);
    const claim = () => f.send("alice", "claim", [WEEK_1, alice.address, 120n * USD, proof]);

    expect(await revertOf(claim())).toBe("InDispute");
    f.advance(HOUR);
    expect(await revertOf(claim())).toBe("NotFunded");

    await f.giveOperator(total);
    const funded = await f.send("operator", "fund", [WEEK_1]);
    expect(events(funded).find((e) => e.eventName === "WeekFunded")?.args).toMatchObject({
      week: WEEK_1,
      funder: f.accounts.operator.address,
      amount: 150n * USD,
      late: false,
    });
    expect(await f.read("pool", [])).toBe(150n * USD);
    expect(await revertOf(f.send("operator", "fund", [WEEK_1]))).toBe("AlreadyFunded");

    const receipt = await claim();
    expect(events(receipt).find((e) => e.eventName === "Claimed")?.args).toMatchObject({
      week: WEEK_1,
      wallet: alice.address,
      amount: 120n * USD,
      cumulativeAmount: 120n * USD,
    });
    expect(await f.balanceOf(alice.address)).toBe(120n * USD);
    expect(await f.read("claimed", [alice.address])).toBe(120n * USD);
    expect(await f.read("pool", [])).toBe(30n * USD);

    // The second claim of the same week pays nothing: it is refused.
    expect(await revertOf(claim())).toBe("NothingToClaim");
    expect(await f.balanceOf(alice.address)).toBe(120n * USD);
  });

  it("refuses a wrong proof, a changed amount and another wallet's proof", async () => {
    const f = await payoutFixture();
    const { alice, bob, carol } = f.accounts;
    const { tree, total } = await post(f, WEEK_1, [
      [alice.address, 120n * USD],
      [bob.address, 30n * USD],
    ]);
    f.advance(HOUR);
    await f.giveOperator(total);
    await f.send("operator", "fund", [WEEK_1]);
    const aliceProof = tree.proof(alice.address);
    const claimBy = (wallet: Address, amount: bigint, proof: Hex[]) =>
      revertOf(f.send("stranger", "claim", [WEEK_1, wallet, amount, proof]));

    expect(await claimBy(alice.address, 121n * USD, aliceProof)).toBe("InvalidProof");
    expect(await claimBy(carol.address, 120n * USD, aliceProof)).toBe("InvalidProof");
    expect(await claimBy(bob.address, 30n * USD, aliceProof)).toBe("InvalidProof");
    expect(await claimBy(alice.address, 120n * USD, [])).toBe("InvalidProof");
    expect(await f.balanceOf(alice.address)).toBe(0n);

    // Anyone may send a valid claim (a relayer): the money goes to the wallet in the leaf.
    expect(await claimBy(bob.address, 30n * USD, tree.proof(bob.address))).toBe("");
    expect(await f.balanceOf(bob.address)).toBe(30n * USD);
    expect(await f.balanceOf(f.accounts.stranger.address)).toBe(0n);
  });

  it("pays the difference from what was claimed when a later week raises the total", async () => {
    const f = await payoutFixture();
    const { alice, bob } = f.accounts;
    const w1 = await post(f, WEEK_1, [
      [alice.address, 100n * USD],
      [bob.address, 50n * USD],
    ]);
    f.advance(HOUR);
    await f.giveOperator(150n * USD);
    await f.send("operator", "fund", [WEEK_1]);
    await f.send("alice", "claim", [
      WEEK_1,
      alice.address,
      100n * USD,
      w1.tree.proof(alice.address),
    ]);

    f.advance(7 * 24 * HOUR);
    // Week 2 adds 40 for alice and nothing for bob: its total is what it adds.
    const w2 = await post(
      f,
      WEEK_2,
      [
        [alice.address, 140n * USD],
        [bob.address, 50n * USD],
      ],
      40n * USD,
    );
    f.advance(HOUR);
    await f.giveOperator(40n * USD);
    await f.send("operator", "fund", [WEEK_2]);
    const receipt = await f.send("alice", "claim", [
      WEEK_2,
      alice.address,
      140n * USD,
      w2.tree.proof(alice.address),
    ]);
    expect(events(receipt).find((e) => e.eventName === "Claimed")?.args.amount).toBe(40n * USD);
    expect(await f.balanceOf(alice.address)).toBe(140n * USD);
    // Bob never claimed week 1: the latest root pays all he is owed at once.
    await f.send("bob", "claim", [WEEK_2, bob.address, 50n * USD, w2.tree.proof(bob.address)]);
    expect(await f.balanceOf(bob.address)).toBe(50n * USD);
    // An older root cannot pay again what a newer one paid.
    expect(
      await revertOf(
        f.send("alice", "claim", [WEEK_1, alice.address, 100n * USD, w1.tree.proof(alice.address)]),
      ),
    ).toBe("NothingToClaim");
    expect(await f.read("pool", [])).toBe(0n);
  });

  it("pays no more than the pool holds when a root claims more than its stated total", async () => {
    const f = await payoutFixture();
    const { alice } = f.accounts;
    const { tree } = await post(f, WEEK_1, [[alice.address, 100n * USD]], 60n * USD);
    f.advance(HOUR);
    await f.giveOperator(60n * USD);
    await f.send("operator", "fund", [WEEK_1]);
    expect(
      await revertOf(
        f.send("alice", "claim", [WEEK_1, alice.address, 100n * USD, tree.proof(alice.address)]),
      ),
    ).toBe("PoolShort");
    expect(await f.read("bond", [])).toBe(TEST_BOND);
  });

  it("lets the guardian veto a root during the dispute delay only", async () => {
    const f = await payoutFixture();
    const { alice } = f.accounts;
    const { tree } = await post(f, WEEK_1, [[alice.address, 100n * USD]]);
    expect(await revertOf(f.send("stranger", "veto", [WEEK_1]))).toBe("NotGuardian");
    expect(await revertOf(f.send("operator", "veto", [WEEK_1]))).toBe("NotGuardian");
    const receipt = await f.send("guardian", "veto", [WEEK_1]);
    expect(events(receipt).find((e) => e.eventName === "RootVetoed")?.args).toMatchObject({
      week: WEEK_1,
      root: tree.root,
      refunded: 0n,
    });
    expect(await f.read("reservedBond", [])).toBe(0n);
    expect(await revertOf(f.send("guardian", "veto", [WEEK_1]))).toBe("WeekVetoed");

    f.advance(HOUR);
    const proof = tree.proof(alice.address);
    expect(
      await revertOf(f.send("alice", "claim", [WEEK_1, alice.address, 100n * USD, proof])),
    ).toBe("WeekVetoed");
    expect(await revertOf(f.send("operator", "fund", [WEEK_1]))).toBe("WeekVetoed");
    // Past its deadline a vetoed root costs no penalty either.
    f.advance(80 * HOUR);
    expect(
      await revertOf(f.send("alice", "claimPenalty", [WEEK_1, alice.address, 100n * USD, proof])),
    ).toBe("WeekVetoed");
    expect(await f.read("bond", [])).toBe(TEST_BOND);
  });

  it("refunds a funded week that is vetoed; a new root keeps the old deadline", async () => {
    const f = await payoutFixture();
    const { alice } = f.accounts;
    const closedAt = f.nowSeconds();
    await post(f, WEEK_1, [[alice.address, 100n * USD]]);
    await f.giveOperator(100n * USD);
    await f.send("operator", "fund", [WEEK_1]);
    expect(await f.balanceOf(f.accounts.operator.address)).toBe(0n);
    const vetoed = await f.send("guardian", "veto", [WEEK_1]);
    expect(events(vetoed).find((e) => e.eventName === "RootVetoed")?.args.refunded).toBe(
      100n * USD,
    );
    expect(await f.balanceOf(f.accounts.operator.address)).toBe(100n * USD);
    expect(await f.read("pool", [])).toBe(0n);

    f.advance(2 * HOUR);
    const fixedTree = payoutTree([{ wallet: alice.address, cumulativeAmount: 90n * USD }]);
    const receipt = await f.send("operator", "postRoot", [
      WEEK_1,
      fixedTree.root,
      90n * USD,
      1,
      f.nowSeconds(),
    ]);
    const posted = events(receipt).find((e) => e.eventName === "RootPosted");
    expect(posted?.args.closedAt).toBe(closedAt);
    expect(posted?.args.deadline).toBe(closedAt + 72n * BigInt(HOUR));
  });

  it("lets the guardian no longer veto once the dispute delay is over", async () => {
    const f = await payoutFixture();
    await post(f, WEEK_1, [[f.accounts.alice.address, 100n * USD]]);
    f.advance(HOUR);
    expect(await revertOf(f.send("guardian", "veto", [WEEK_1]))).toBe("DisputeOver");
  });

  it("owes no penalty for a week funded before its deadline", async () => {
    const f = await payoutFixture();
    const { alice } = f.accounts;
    const { tree } = await post(f, WEEK_1, [[alice.address, 100n * USD]]);
    f.advance(71 * HOUR);
    await f.giveOperator(100n * USD);
    await f.send("operator", "fund", [WEEK_1]);
    expect(await f.read("isLate", [WEEK_1])).toBe(false);
    f.advance(10 * HOUR);
    expect(await f.read("isLate", [WEEK_1])).toBe(false);
    const proof = tree.proof(alice.address);
    expect(
      await revertOf(f.send("alice", "claimPenalty", [WEEK_1, alice.address, 100n * USD, proof])),
    ).toBe("DeadlineNotMissed");
  });

  it("pays each trader in an unfunded root the late penalty from the bond, once", async () => {
    const f = await payoutFixture();
    const { alice, bob, carol } = f.accounts;
    const { tree } = await post(f, WEEK_1, [
      [alice.address, 100n * USD],
      [bob.address, 20n * USD],
    ]);
    const penalty = (
      who: "alice" | "bob" | "carol",
      wallet: Address,
      amount: bigint,
      proof: Hex[],
    ) => f.send(who, "claimPenalty", [WEEK_1, wallet, amount, proof]);
    const aliceProof = tree.proof(alice.address);

    // Not late before the deadline (72 h after the close), to the second.
    f.advance(72 * HOUR);
    expect(await f.read("isLate", [WEEK_1])).toBe(false);
    expect(await revertOf(penalty("alice", alice.address, 100n * USD, aliceProof))).toBe(
      "DeadlineNotMissed",
    );
    f.advance(1);
    expect(await f.read("isLate", [WEEK_1])).toBe(true);

    const receipt = await penalty("alice", alice.address, 100n * USD, aliceProof);
    expect(events(receipt).find((e) => e.eventName === "PenaltyPaid")?.args).toMatchObject({
      week: WEEK_1,
      wallet: alice.address,
      amount: TEST_TERMS.latePenalty,
    });
    expect(await f.balanceOf(alice.address)).toBe(TEST_TERMS.latePenalty);
    expect(await f.read("bond", [])).toBe(TEST_BOND - TEST_TERMS.latePenalty);
    expect(await f.read("penaltyClaimed", [WEEK_1, alice.address])).toBe(true);
    expect(await revertOf(penalty("alice", alice.address, 100n * USD, aliceProof))).toBe(
      "PenaltyAlreadyClaimed",
    );
    // Only wallets in the root, with their own proof.
    expect(await revertOf(penalty("carol", carol.address, 100n * USD, aliceProof))).toBe(
      "InvalidProof",
    );
    // What backs bob's penalty cannot leave the bond.
    const free = TEST_BOND - 2n * TEST_TERMS.latePenalty;
    expect(await f.read("freeBond", [])).toBe(free);
    expect(
      await revertOf(f.send("operator", "withdrawBond", [f.accounts.operator.address, free + 1n])),
    ).toBe("BondShort");

    // Funding late still pays the traders, and the penalty stays owed to the others.
    await f.giveOperator(120n * USD);
    const funded = await f.send("operator", "fund", [WEEK_1]);
    expect(events(funded).find((e) => e.eventName === "WeekFunded")?.args.late).toBe(true);
    await f.send("alice", "claim", [WEEK_1, alice.address, 100n * USD, aliceProof]);
    expect(await f.balanceOf(alice.address)).toBe(100n * USD + TEST_TERMS.latePenalty);
    await penalty("bob", bob.address, 20n * USD, tree.proof(bob.address));
    expect(await f.balanceOf(bob.address)).toBe(TEST_TERMS.latePenalty);
    expect(await f.read("bond", [])).toBe(TEST_BOND - 2n * TEST_TERMS.latePenalty);
  });

  it("refuses a root whose penalties the free bond cannot back", async () => {
    const f = await payoutFixture();
    const { alice, bob } = f.accounts;
    // 1,000 of bond backs 40 wallets' $25 penalties, not 41.
    expect(await revertOf(post(f, WEEK_1, [[alice.address, 1n]], 1n, 41))).toBe("BondShort");
    await post(f, WEEK_1, [[alice.address, 1n]], 1n, 39);
    expect(await revertOf(post(f, WEEK_2, [[bob.address, 1n]], 1n, 2))).toBe("BondShort");
    await post(f, WEEK_2, [[bob.address, 1n]], 1n, 1);
    expect(await f.read("freeBond", [])).toBe(0n);
  });

  it("pays no more penalties than the wallets the root was posted with", async () => {
    const f = await payoutFixture();
    const { alice, bob } = f.accounts;
    const { tree } = await post(
      f,
      WEEK_1,
      [
        [alice.address, 10n * USD],
        [bob.address, 10n * USD],
      ],
      20n * USD,
      1,
    );
    f.advance(73 * HOUR);
    const penalty = (who: "alice" | "bob", wallet: Address) =>
      f.send(who, "claimPenalty", [WEEK_1, wallet, 10n * USD, tree.proof(wallet)]);
    await penalty("alice", alice.address);
    expect(await revertOf(penalty("bob", bob.address))).toBe("PenaltiesExhausted");
    expect(await f.read("reservedBond", [])).toBe(0n);
  });

  it("closes a late week's penalties after the claim period and frees what they reserved", async () => {
    const f = await payoutFixture();
    const { alice, bob } = f.accounts;
    const { tree } = await post(f, WEEK_1, [
      [alice.address, 10n * USD],
      [bob.address, 10n * USD],
    ]);
    f.advance(73 * HOUR);
    await f.send("alice", "claimPenalty", [
      WEEK_1,
      alice.address,
      10n * USD,
      tree.proof(alice.address),
    ]);
    // Open until 24 h after the deadline, to the second.
    f.advance(23 * HOUR);
    expect(await revertOf(f.send("operator", "releaseReservation", [WEEK_1]))).toBe(
      "PenaltyClaimOpen",
    );
    f.advance(1);
    const late = f.send("bob", "claimPenalty", [
      WEEK_1,
      bob.address,
      10n * USD,
      tree.proof(bob.address),
    ]);
    expect(await revertOf(late)).toBe("PenaltyClaimClosed");
    expect(await revertOf(f.send("stranger", "releaseReservation", [WEEK_1]))).toBe("NotOperator");
    const receipt = await f.send("operator", "releaseReservation", [WEEK_1]);
    expect(events(receipt).find((e) => e.eventName === "ReservationReleased")?.args).toMatchObject({
      week: WEEK_1,
      amount: TEST_TERMS.latePenalty,
    });
    expect(await f.read("reservedBond", [])).toBe(0n);
    expect(await f.read("freeBond", [])).toBe(TEST_BOND - TEST_TERMS.latePenalty);
  });

  it("frees a week's reservation when it is funded on time; only the free bond can leave", async () => {
    const f = await payoutFixture();
    const { operator } = f.accounts;
    await post(f, WEEK_1, [[f.accounts.alice.address, 10n * USD]]);
    const withdraw = (who: "operator" | "stranger", amount: bigint) =>
      f.send(who, "withdrawBond", [operator.address, amount]);
    expect(await revertOf(withdraw("operator", TEST_BOND))).toBe("BondShort");
    await f.giveOperator(10n * USD);
    f.advance(72 * HOUR);
    const funded = await f.send("operator", "fund", [WEEK_1]);
    expect(events(funded).find((e) => e.eventName === "ReservationReleased")?.args.amount).toBe(
      TEST_TERMS.latePenalty,
    );
    expect(await f.read("reservedBond", [])).toBe(0n);
    expect(await revertOf(withdraw("stranger", 1n))).toBe("NotOperator");
    expect(await revertOf(withdraw("operator", TEST_BOND + 1n))).toBe("BondShort");
    const receipt = await withdraw("operator", 400n * USD);
    expect(events(receipt).find((e) => e.eventName === "BondWithdrawn")?.args).toMatchObject({
      to: operator.address,
      amount: 400n * USD,
      bond: TEST_BOND - 400n * USD,
    });
    expect(await f.balanceOf(operator.address)).toBe(400n * USD);
  });

  it("takes bond deposits from anyone and says so", async () => {
    const f = await payoutFixture();
    await f.giveOperator(5n * USD);
    const receipt = await f.send("operator", "depositBond", [5n * USD]);
    expect(events(receipt).find((e) => e.eventName === "BondDeposited")?.args).toMatchObject({
      from: f.accounts.operator.address,
      amount: 5n * USD,
      bond: TEST_BOND + 5n * USD,
    });
  });
});
