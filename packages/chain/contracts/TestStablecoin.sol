// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @title A test stablecoin for the embedded chain: 6 decimals like USDC, minted by its owner.
/// @notice It has no value: it stands in for a real stablecoin where no real chain is set.
contract TestStablecoin is ERC20, Ownable {
    constructor(address owner) ERC20("Test USD", "tUSD") Ownable(owner) {}

    function decimals() public pure override returns (uint8) {
        return 6;
    }

    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }
}
