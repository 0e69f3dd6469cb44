use std::process::ExitCode;

fn main() -> ExitCode {
    minimax_arcade::cli::main(&minimax_arcade::catalogue::shipped())
}
