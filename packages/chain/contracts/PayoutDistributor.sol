// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {MerkleProof} from "@openzeppelin/contracts/utils/cryptography/MerkleProof.sol";

/// @title Weekly trader payouts with a bonded deadline.
/// @notice Each week the operator posts a Merkle root of (wallet, cumulativeAmount) leaves in
/// the standard leaf encoding of OpenZeppelin's merkle-tree library: keccak256(bytes.concat(
/// keccak256(abi.encode(wallet, cumulativeAmount)))). The amounts are cumulative: a wallet's leaf holds
/// everything it was ever owed, so a claim pays the difference from what it already received.
///
/// A posted root waits a dispute delay, during which the guardian may veto it. The operator
/// must fund the week (the stated total it adds) by its deadline: `fundingWindow` after the
/// week closed. If it does not, every wallet in the root may take `latePenalty` from the
/// operator's bond with the same proof, once per week, within `penaltyClaimPeriod` after the
/// deadline. Posting a root reserves the penalty of each of its wallets in the bond (a root the
/// free bond cannot back is refused), so the penalties of every posted week are there to be
/// paid; funding on time, or a veto, frees the reservation. Only the free bond can leave.
contract PayoutDistributor {
    using SafeERC20 for IERC20;

    struct Week {
        bytes32 root;
        /// What this root adds to the cumulative amounts: what funding the week transfers.
        uint256 total;
        uint64 closedAt;
        uint64 postedAt;
        /// 0 until funded.
        uint64 fundedAt;
        bool vetoed;
        /// How many wallets the root holds: the penalties reserved for it.
        uint32 wallets;
        /// Penalties paid, or released: what is no longer reserved.
        uint32 penaltiesSettled;
    }

    IERC20 public immutable token;
    address public immutable operator;
    address public immutable guardian;
    uint64 public immutable disputeDelay;
    uint64 public immutable fundingWindow;
    uint256 public immutable latePenalty;
    uint64 public immutable penaltyClaimPeriod;

    mapping(uint64 week => Week) private _weeks;
    /// Cumulative amount paid to each wallet, over all weeks.
    mapping(address wallet => uint256) public claimed;
    mapping(uint64 week => mapping(address wallet => bool)) public penaltyClaimed;
    /// The operator's bond: what late penalties are paid from.
    uint256 public bond;
    /// The part of the bond that backs the penalties of posted weeks.
    uint256 public reservedBond;
    /// Funded and not yet claimed: what claims are paid from.
    uint256 public pool;

    event RootPosted(
        uint64 indexed week,
        bytes32 root,
        uint256 total,
        uint32 wallets,
        uint64 closedAt,
        uint64 claimableAt,
        uint64 deadline
    );
    event RootVetoed(uint64 indexed week, bytes32 root, uint256 refunded);
    event WeekFunded(uint64 indexed week, address indexed funder, uint256 amount, bool late);
    event Claimed(
        uint64 indexed week,
        address indexed wallet,
        uint256 amount,
        uint256 cumulativeAmount
    );
    event PenaltyPaid(uint64 indexed week, address indexed wallet, uint256 amount);
    event BondDeposited(address indexed from, uint256 amount, uint256 bond);
    event BondWithdrawn(address indexed to, uint256 amount, uint256 bond);
    event ReservationReleased(uint64 indexed week, uint256 amount);

    error NotOperator();
    error NotGuardian();
    error ZeroAddress();
    error EmptyRoot();
    error WeekNotClosed();
    error WeekAlreadyPosted(uint64 week);
    error UnknownWeek(uint64 week);
    error WeekVetoed(uint64 week);
    error DisputeOver(uint64 week);
    error InDispute(uint64 week, uint64 claimableAt);
    error AlreadyFunded(uint64 week);
    error NotFunded(uint64 week);
    error InvalidProof();
    error NothingToClaim(uint256 cumulativeAmount, uint256 alreadyClaimed);
    error PoolShort(uint256 needed, uint256 pool);
    error DeadlineNotMissed(uint64 week, uint64 deadline);
    error PenaltyAlreadyClaimed(uint64 week, address wallet);
    error BondShort(uint256 needed, uint256 free);
    error PenaltiesExhausted(uint64 week, uint32 wallets);
    error PenaltyClaimClosed(uint64 week, uint64 closedAfter);
    error PenaltyClaimOpen(uint64 week, uint64 openUntil);

    modifier onlyOperator() {
        if (msg.sender != operator) revert NotOperator();
        _;
    }

    constructor(
        IERC20 token_,
        address operator_,
        address guardian_,
        uint64 disputeDelay_,
        uint64 fundingWindow_,
        uint256 latePenalty_,
        uint64 penaltyClaimPeriod_
    ) {
        if (address(token_) == address(0) || operator_ == address(0) || guardian_ == address(0)) {
            revert ZeroAddress();
        }
        token = token_;
        operator = operator_;
        guardian = guardian_;
        disputeDelay = disputeDelay_;
        fundingWindow = fundingWindow_;
        latePenalty = latePenalty_;
        penaltyClaimPeriod = penaltyClaimPeriod_;
    }

    // ---- Views ----

    function weekOf(uint64 week) external view returns (Week memory) {
        return _weeks[week];
    }

    function claimableAt(uint64 week) public view returns (uint64) {
        return _posted(week).postedAt + disputeDelay;
    }

    function deadlineOf(uint64 week) public view returns (uint64) {
        return _posted(week).closedAt + fundingWindow;
    }

    /// Whether the week missed its funding deadline (funded late, or not at all and past it).
    function isLate(uint64 week) public view returns (bool) {
        Week storage w = _posted(week);
        uint64 deadline = w.closedAt + fundingWindow;
        if (w.fundedAt != 0) return w.fundedAt > deadline;
        return block.timestamp > deadline;
    }

    /// The bond not reserved for the penalties of posted weeks.
    function freeBond() public view returns (uint256) {
        return bond - reservedBond;
    }

    // ---- Operator ----

    /// Posts a week's root over `wallets` leaves, reserving each one's late penalty in the
    /// bond. A vetoed week may be posted again; its deadline does not move.
    function postRoot(
        uint64 week,
        bytes32 root,
        uint256 total,
        uint32 wallets,
        uint64 closedAt
    ) external onlyOperator {
        if (root == bytes32(0)) revert EmptyRoot();
        if (closedAt > block.timestamp) revert WeekNotClosed();
        Week storage w = _weeks[week];
        if (w.root != bytes32(0) && !w.vetoed) revert WeekAlreadyPosted(week);
        if (w.root != bytes32(0)) closedAt = w.closedAt;
        uint256 reserve = latePenalty * wallets;
        if (reserve > freeBond()) revert BondShort(reserve, freeBond());
        reservedBond += reserve;
        _weeks[week] = Week({
            root: root,
            total: total,
            closedAt: closedAt,
            postedAt: uint64(block.timestamp),
            fundedAt: 0,
            vetoed: false,
            wallets: wallets,
            penaltiesSettled: 0
        });
        emit RootPosted(
            week,
            root,
            total,
            wallets,
            closedAt,
            uint64(block.timestamp) + disputeDelay,
            closedAt + fundingWindow
        );
    }

    /// Transfers the week's total from the caller into the pool. Anyone may fund; late
    /// funding still pays the traders, and the penalties stay claimable.
    function fund(uint64 week) external {
        Week storage w = _posted(week);
        if (w.vetoed) revert WeekVetoed(week);
        if (w.fundedAt != 0) revert AlreadyFunded(week);
        w.fundedAt = uint64(block.timestamp);
        bool late = w.fundedAt > w.closedAt + fundingWindow;
        // On time, no penalty can be owed: the reservation is free again.
        if (!late) _release(week, w);
        pool += w.total;
        token.safeTransferFrom(msg.sender, address(this), w.total);
        emit WeekFunded(week, msg.sender, w.total, late);
    }

    function depositBond(uint256 amount) external {
        bond += amount;
        token.safeTransferFrom(msg.sender, address(this), amount);
        emit BondDeposited(msg.sender, amount, bond);
    }

    /// Withdraws from the free bond; what backs posted weeks' penalties stays.
    function withdrawBond(address to, uint256 amount) external onlyOperator {
        if (amount > freeBond()) revert BondShort(amount, freeBond());
        bond -= amount;
        token.safeTransfer(to, amount);
        emit BondWithdrawn(to, amount, bond);
    }

    /// Frees what a late week still reserves once its penalties can no longer be claimed.
    function releaseReservation(uint64 week) external onlyOperator {
        Week storage w = _posted(week);
        uint64 until = w.closedAt + fundingWindow + penaltyClaimPeriod;
        if (block.timestamp <= until) revert PenaltyClaimOpen(week, until);
        _release(week, w);
    }

    // ---- Guardian ----

    /// Vetoes a root during its dispute delay; a funded week's total goes back to the operator.
    function veto(uint64 week) external {
        if (msg.sender != guardian) revert NotGuardian();
        Week storage w = _posted(week);
        if (w.vetoed) revert WeekVetoed(week);
        if (block.timestamp >= w.postedAt + disputeDelay) revert DisputeOver(week);
        w.vetoed = true;
        _release(week, w);
        uint256 refunded = 0;
        if (w.fundedAt != 0) {
            refunded = w.total;
            pool -= refunded;
            token.safeTransfer(operator, refunded);
        }
        emit RootVetoed(week, w.root, refunded);
    }

    // ---- Traders (anyone may send the transaction; the money goes to the wallet) ----

    /// Pays `wallet` what its leaf in the week's root adds to what it already claimed.
    function claim(
        uint64 week,
        address wallet,
        uint256 cumulativeAmount,
        bytes32[] calldata proof
    ) external returns (uint256 amount) {
        Week storage w = _settled(week, wallet, cumulativeAmount, proof);
        if (w.fundedAt == 0) revert NotFunded(week);
        uint256 already = claimed[wallet];
        if (cumulativeAmount <= already) revert NothingToClaim(cumulativeAmount, already);
        amount = cumulativeAmount - already;
        if (amount > pool) revert PoolShort(amount, pool);
        claimed[wallet] = cumulativeAmount;
        pool -= amount;
        token.safeTransfer(wallet, amount);
        emit Claimed(week, wallet, amount, cumulativeAmount);
    }

    /// Pays `wallet` the late penalty from the bond when the week missed its deadline.
    function claimPenalty(
        uint64 week,
        address wallet,
        uint256 cumulativeAmount,
        bytes32[] calldata proof
    ) external returns (uint256) {
        Week storage w = _settled(week, wallet, cumulativeAmount, proof);
        uint64 deadline = w.closedAt + fundingWindow;
        if (!isLate(week)) revert DeadlineNotMissed(week, deadline);
        if (block.timestamp > deadline + penaltyClaimPeriod) {
            revert PenaltyClaimClosed(week, deadline + penaltyClaimPeriod);
        }
        if (penaltyClaimed[week][wallet]) revert PenaltyAlreadyClaimed(week, wallet);
        if (w.penaltiesSettled >= w.wallets) revert PenaltiesExhausted(week, w.wallets);
        penaltyClaimed[week][wallet] = true;
        w.penaltiesSettled += 1;
        reservedBond -= latePenalty;
        bond -= latePenalty;
        token.safeTransfer(wallet, latePenalty);
        emit PenaltyPaid(week, wallet, latePenalty);
        return latePenalty;
    }

    // ---- Internals ----

    /// Frees what the week still reserves of the bond.
    function _release(uint64 week, Week storage w) private {
        uint256 amount = latePenalty * (w.wallets - w.penaltiesSettled);
        if (amount == 0) return;
        w.penaltiesSettled = w.wallets;
        reservedBond -= amount;
        emit ReservationReleased(week, amount);
    }

    function _posted(uint64 week) private view returns (Week storage w) {
        w = _weeks[week];
        if (w.root == bytes32(0)) revert UnknownWeek(week);
    }

    /// The week, once its root is past the dispute delay, unvetoed, and proves the leaf.
    function _settled(
        uint64 week,
        address wallet,
        uint256 cumulativeAmount,
        bytes32[] calldata proof
    ) private view returns (Week storage w) {
        w = _posted(week);
        if (w.vetoed) revert WeekVetoed(week);
        uint64 at = w.postedAt + disputeDelay;
        if (block.timestamp < at) revert InDispute(week, at);
        bytes32 leaf = keccak256(bytes.concat(keccak256(abi.encode(wallet, cumulativeAmount))));
        if (!MerkleProof.verifyCalldata(proof, w.root, leaf)) revert InvalidProof();
    }
}
