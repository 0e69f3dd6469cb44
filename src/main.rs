use std::process::ExitCode;

fn main() -> ExitCode {
    minimax_arcade::cli::main()
}
